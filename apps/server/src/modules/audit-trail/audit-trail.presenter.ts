import {
  AUDIT_AREA_LABELS,
  auditAreaOf,
  type AuditChange,
  type AuditEvent,
} from '@fleetdesk/contract/audit';
import { PERMISSION_INFO } from '@fleetdesk/contract/permission-labels';
import { ROLE_NAMES, type Permission, type Role } from '@fleetdesk/contract/permissions';
import type { AuditEventRow } from './audit-trail.repository';

/** An audit row in words: who, the record, each changed field before → after, a sentence. */

/** Bookkeeping, not what a person changed. */
const UNSHOWN_FIELDS = new Set([
  'id',
  'shop_id',
  'vehicle_id',
  'storage_key',
  'created_at',
  'updated_at',
  'document_type_display',
  'source_display',
]);

const FIELD_LABELS: Record<string, string> = {
  vin: 'VIN',
  license_plate: 'License plate',
  primary_driver: 'Primary driver',
  is_archived: 'Archived',
  vehicle_types: 'Vehicle types',
  plate_cost: 'Plate cost',
  gl_account: 'GL account',
  quickbooks_class: 'QuickBooks class',
  is_correction: 'Correction',
  previous_mileage: 'Previous mileage',
  agreement_sha256: 'Agreement SHA-256',
};

const RECORD_NOUNS: Record<string, string> = {
  vehicle: 'vehicle',
  registration: 'registration',
  insurance_policy: 'insurance policy',
  master_policy: 'master policy',
  financing: 'financing',
  financing_payment: 'payment',
  mileage_log: 'mileage reading',
  service_record: 'service record',
  maintenance_schedule: 'maintenance schedule',
  vendor: 'vendor',
  document: 'document',
  membership: 'membership',
  location: 'location',
  shop: 'shop',
};

const VERBS: Record<string, string> = {
  create: 'added',
  update: 'changed',
  delete: 'deleted',
  archive: 'archived',
  unarchive: 'restored',
  upload: 'uploaded',
  grant: 'granted a permission on',
  withdraw: 'withdrew a permission on',
};

/** Code names a person never typed, in the words the screens use for them. */
const permissionWords = (value: unknown) =>
  Array.isArray(value)
    ? value.map((p) =>
        typeof p === 'string' && p in PERMISSION_INFO ? PERMISSION_INFO[p as Permission].label : p,
      )
    : value;
const VALUE_WORDS: Record<string, (value: unknown) => unknown> = {
  grants: permissionWords,
  withdrawals: permissionWords,
  role: (value) =>
    typeof value === 'string' && value in ROLE_NAMES ? ROLE_NAMES[value as Role] : value,
};
const inWords = (field: string, value: unknown) => VALUE_WORDS[field]?.(value) ?? value;

/** Changes named in the sentence; the rest are in `changes`. */
const SENTENCE_CHANGES = 3;

export const fieldLabel = (field: string) =>
  FIELD_LABELS[field] ??
  field.charAt(0).toUpperCase() + field.slice(1).replaceAll('_', ' ').replace(/ id$/, '');

/** A stored value as a person reads it; null for nothing. */
export function displayValue(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value))
    return value.length === 0 ? null : value.map((v) => displayValue(v) ?? '').join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * The image without any key ending in `_url`, at any depth. Older rows hold signed file links:
 * credentials until they expire, and different at every read, so never a change to show.
 */
export function withoutLinks(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutLinks);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !key.endsWith('_url'))
      .map(([key, v]) => [key, withoutLinks(v)]),
  );
}

const asRecord = (image: unknown): Record<string, unknown> =>
  image !== null && typeof image === 'object' && !Array.isArray(image)
    ? (image as Record<string, unknown>)
    : {};

/** The fields whose shown value differs between the two images, in the record's own order. */
export function changesOf(
  before: unknown,
  after: unknown,
  hidden: ReadonlySet<string>,
): AuditChange[] {
  const b = asRecord(before);
  const a = asRecord(after);
  const fields = [...new Set([...Object.keys(a), ...Object.keys(b)])];
  return fields.flatMap((field) => {
    if (UNSHOWN_FIELDS.has(field) || hidden.has(field)) return [];
    const was = displayValue(inWords(field, b[field]));
    const is = displayValue(inWords(field, a[field]));
    return was === is ? [] : [{ field, label: fieldLabel(field), before: was, after: is }];
  });
}

function recordLabel(row: AuditEventRow): string {
  if (row.entity === 'user') return row.subjectName ?? 'an unknown name';
  const image = { ...asRecord(row.before), ...asRecord(row.after) };
  const noun = RECORD_NOUNS[row.entity] ?? row.entity.replaceAll('_', ' ');
  const name = image.vin ?? image.policy_number ?? image.title ?? image.name;
  return typeof name === 'string' && name !== '' ? `${noun} ${name}` : `${noun} #${row.entityId}`;
}

function whoInWords(row: AuditEventRow): string {
  if (row.tokenName !== null)
    return `${row.actorName ?? 'An integration'} (API token “${row.tokenName}”)`;
  return row.actorName ?? 'The system';
}

const change = (c: AuditChange) =>
  c.before === null
    ? `${c.label} ${c.after}`
    : c.after === null
      ? `${c.label} ${c.before} removed`
      : `${c.label} ${c.before} → ${c.after}`;

function sentence(row: AuditEventRow, label: string, changes: AuditChange[]): string {
  const who = whoInWords(row);
  switch (row.action) {
    case 'sign_in':
      return `${label} signed in`;
    case 'sign_in_failed':
      return `A sign-in as ${label} failed`;
    case 'sign_out':
      return `${label} signed out`;
    case 'password_change':
      return `${label} changed their password`;
    case 'password_set':
      return `${who} set the password of ${label}`;
    case 'shop_switch':
      return `${label} switched to this shop`;
  }
  const verb = VERBS[row.action] ?? row.action.replaceAll('_', ' ');
  const head = `${who} ${verb} ${label}`;
  if (row.action !== 'update' || changes.length === 0) return head;
  const named = changes.slice(0, SENTENCE_CHANGES).map(change).join('; ');
  const more = changes.length - SENTENCE_CHANGES;
  return `${head}: ${named}${more > 0 ? ` and ${more} more` : ''}`;
}

export function presentAuditEvent(stored: AuditEventRow, hidden: ReadonlySet<string>): AuditEvent {
  const row = { ...stored, before: withoutLinks(stored.before), after: withoutLinks(stored.after) };
  const area = auditAreaOf(row.entity);
  const changes = changesOf(row.before, row.after, hidden);
  const label = recordLabel(row);
  return {
    id: row.id,
    created_at: row.createdAt,
    area,
    area_display: AUDIT_AREA_LABELS[area],
    action: row.action,
    who: { user_id: row.userId, name: row.actorName, token_name: row.tokenName },
    record: { type: row.entity, id: row.entityId, label },
    vehicle: row.vehicleVin,
    changes,
    summary: sentence(row, label, changes),
    address: row.address,
  };
}
