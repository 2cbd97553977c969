import type { AuditEvent } from '@fleetdesk/contract/audit';

/** Audit events as the API sends them, for the feature's tests. */
export const VIN = '1HGCM82633A004352';

export const auditEvent = (over: Partial<AuditEvent> = {}): AuditEvent => ({
  id: 2,
  created_at: '2026-03-05T14:07:00Z',
  area: 'vehicles',
  area_display: 'Vehicles',
  action: 'update',
  who: { user_id: 4, name: 'Ann Lee', token_name: null },
  record: { type: 'vehicle', id: '9', label: `vehicle ${VIN}` },
  vehicle: VIN,
  changes: [
    { field: 'license_plate', label: 'License plate', before: 'OLD 123', after: 'NEW 456' },
    { field: 'notes', label: 'Notes', before: null, after: 'Dent on the left door' },
  ],
  summary: `Ann Lee changed vehicle ${VIN}: License plate OLD 123 → NEW 456`,
  address: null,
  ...over,
});

/** A page of events as the list replies. */
export const auditPage = (
  results: AuditEvent[],
  next: string | null = null,
  count = results.length,
) => ({
  count,
  total_pages: next ? 2 : 1,
  next,
  previous: null,
  results,
});
