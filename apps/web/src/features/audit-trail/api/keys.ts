import type { AuditEventFilter } from '@fleetdesk/contract/audit';

/** Query keys of the audit trail: a vehicle's History and the shop's activity by its filters. */
export const auditKeys = {
  all: ['audit-events'] as const,
  vehicle: (vin: string) => [...auditKeys.all, 'vehicle', vin] as const,
  activity: (filter: ActivityFilter, page: number) =>
    [...auditKeys.all, 'activity', filter, page] as const,
};

/** The activity page's filters, as the API names them (empty: not filtered). */
export type ActivityFilter = Pick<AuditEventFilter, 'user' | 'area' | 'from' | 'to'>;
