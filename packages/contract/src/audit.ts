import { z } from 'zod';
import { MAX_ID, isoDateSchema, paginatedSchema, paginationQuerySchema } from './common';
import type { Permission } from './permissions';
import { blankAsUndefined } from './vehicle-fields';

/** The audit trail, readable (issue 25 part 3): `GET /api/audit/events/` and its CSV. */

export const AUDIT_AREAS = [
  'vehicles',
  'registrations',
  'insurance',
  'financing',
  'mileage',
  'service',
  'documents',
  'loaners',
  'settings',
  'security',
] as const;
export type AuditArea = (typeof AUDIT_AREAS)[number];

export const AUDIT_AREA_LABELS: Record<AuditArea, string> = {
  vehicles: 'Vehicles',
  registrations: 'Registrations',
  insurance: 'Insurance',
  financing: 'Financing',
  mileage: 'Mileage',
  service: 'Service',
  documents: 'Documents',
  loaners: 'Loaners',
  settings: 'Settings',
  security: 'Security',
};

/** The area of each kind of record the writers name (`audit_log.entity`). */
export const AUDIT_ENTITY_AREAS: Record<string, AuditArea> = {
  vehicle: 'vehicles',
  // A vehicle's inspections and issues are read with the vehicle (canViewBasic), as their API.
  inspection: 'vehicles',
  issue: 'vehicles',
  inspection_form: 'settings',
  registration: 'registrations',
  insurance_policy: 'insurance',
  master_policy: 'insurance',
  financing: 'financing',
  financing_payment: 'financing',
  mileage_log: 'mileage',
  fuel_entry: 'mileage',
  service_record: 'service',
  maintenance_schedule: 'service',
  vendor: 'service',
  document: 'documents',
  loaner_customer: 'loaners',
  loan_agreement: 'loaners',
  loaner_charge: 'loaners',
  loaner_citation: 'loaners',
  loaner_settings: 'loaners',
  loan_invoice: 'loaners',
  location: 'settings',
  module_settings: 'settings',
  shop_settings: 'settings',
  shop_identity: 'settings',
  user: 'security',
  membership: 'security',
  shop: 'security',
};

export const auditAreaOf = (entity: string): AuditArea => AUDIT_ENTITY_AREAS[entity] ?? 'settings';

/** The kinds of record of an area (the `?area=` filter). */
export const auditEntitiesOf = (area: AuditArea): string[] =>
  Object.entries(AUDIT_ENTITY_AREAS)
    .filter(([, a]) => a === area)
    .map(([entity]) => entity);

/**
 * What a member needs to see an area's events in a vehicle's History (beyond viewing the
 * vehicle); settings and security are the administrators' activity page only.
 */
export const AUDIT_AREA_VIEW_PERMISSION: Record<AuditArea, Permission> = {
  vehicles: 'canViewBasic',
  registrations: 'canViewDetails',
  insurance: 'canViewInsurance',
  financing: 'canViewFinancial',
  mileage: 'canViewMileage',
  service: 'canViewService',
  documents: 'canViewDocuments',
  loaners: 'canViewLoaners',
  settings: 'canManageShopSettings',
  security: 'canManageShopSettings',
};

/** Vehicle fields that are money: shown only to members who see the financial figures. */
export const AUDIT_FINANCIAL_FIELDS: readonly string[] = ['current_value', 'purchase_price'];

export const AUDIT_MESSAGES = {
  datesOutOfOrder: 'The start date must be on or before the end date.',
  userInvalid: 'Select a valid person.',
} as const;

const auditFilterFields = {
  vehicle: z.preprocess(blankAsUndefined, z.string().trim().max(17).optional()),
  user: z.preprocess(
    blankAsUndefined,
    z.coerce
      .number({ error: AUDIT_MESSAGES.userInvalid })
      .int(AUDIT_MESSAGES.userInvalid)
      .positive(AUDIT_MESSAGES.userInvalid)
      .max(MAX_ID, AUDIT_MESSAGES.userInvalid)
      .optional(),
  ),
  area: z.preprocess(blankAsUndefined, z.enum(AUDIT_AREAS).optional()),
  from: z.preprocess(blankAsUndefined, isoDateSchema.optional()),
  to: z.preprocess(blankAsUndefined, isoDateSchema.optional()),
};

const datesInOrder = (q: { from?: string; to?: string }) =>
  q.from === undefined || q.to === undefined || q.from <= q.to;
const datesOutOfOrder = { message: AUDIT_MESSAGES.datesOutOfOrder, path: ['to'] };

/** `GET /api/audit/events/export/`: the list's filters, without its pages. */
export const auditEventFilterSchema = z
  .object(auditFilterFields)
  .refine(datesInOrder, datesOutOfOrder);
export type AuditEventFilter = z.infer<typeof auditEventFilterSchema>;

/** `GET /api/audit/events/` */
export const auditEventListQuerySchema = paginationQuerySchema
  .extend(auditFilterFields)
  .refine(datesInOrder, datesOutOfOrder);
export type AuditEventListQuery = z.infer<typeof auditEventListQuerySchema>;

export const auditChangeSchema = z.object({
  field: z.string(),
  label: z.string(),
  before: z.string().nullable(),
  after: z.string().nullable(),
});
export type AuditChange = z.infer<typeof auditChangeSchema>;

export const auditEventSchema = z.object({
  id: z.number().int(),
  created_at: z.string().describe('ISO 8601 instant'),
  area: z.enum(AUDIT_AREAS),
  area_display: z.string(),
  action: z.string().describe('create, update, delete, archive, unarchive, upload, sign_in, …'),
  who: z.object({
    user_id: z.number().int().nullable(),
    /** The person's display name; null for the system (a job, the command line, a failed sign-in). */
    name: z.string().nullable(),
    /** The API token's name when a token made the change (issue 25 part 1); else null. */
    token_name: z.string().nullable(),
  }),
  record: z.object({ type: z.string(), id: z.string(), label: z.string() }),
  /** The VIN of the vehicle the change concerns (the first, when several); null for none. */
  vehicle: z.string().nullable(),
  changes: z.array(auditChangeSchema),
  summary: z.string().describe('The change in words'),
  address: z.string().nullable(),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;
export const auditEventListResponseSchema = paginatedSchema(auditEventSchema);

/** The export's rows at most, newest first (the filters narrow a longer trail). */
export const AUDIT_EXPORT_MAX_ROWS = 10_000;
