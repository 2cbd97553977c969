import { stringify } from 'csv-stringify/sync';
import {
  AUDIT_AREA_VIEW_PERMISSION,
  AUDIT_AREAS,
  AUDIT_EXPORT_MAX_ROWS,
  AUDIT_FINANCIAL_FIELDS,
  auditEntitiesOf,
  type AuditArea,
  type AuditEvent,
  type AuditEventFilter,
  type AuditEventListQuery,
} from '@fleetdesk/contract/audit';
import { neutraliseFormula } from '@fleetdesk/contract/financing-export';
import { forbidden } from '../../platform/errors';
import { pageWindow } from '../../platform/pagination';
import { can, type ShopContext } from '../../platform/request-context';
import { reachVehicle } from '../vehicles';
import { presentAuditEvent } from './audit-trail.presenter';
import * as repo from './audit-trail.repository';

/** The areas a vehicle's History may show: its records', as far as the member may view them. */
const VEHICLE_AREAS: readonly AuditArea[] = AUDIT_AREAS.filter(
  (area) => area !== 'settings' && area !== 'security' && area !== 'loaners',
);

/**
 * Who may read which events. A vehicle's History: anyone who may view the vehicle (the archived
 * rule included), each area as far as its view permission goes. The shop's activity: the
 * administrators (canManageShopSettings), with its members' security events.
 */
async function scopeOf(ctx: ShopContext, filter: AuditEventFilter): Promise<repo.AuditScope> {
  const dates = {
    userId: filter.user,
    from: filter.from,
    to: filter.to,
    hidePolicyDocuments: !can(ctx, 'canViewInsurance'),
  };
  if (filter.vehicle !== undefined) {
    const vehicle = await reachVehicle(ctx, filter.vehicle);
    const areas = VEHICLE_AREAS.filter(
      (area) =>
        can(ctx, AUDIT_AREA_VIEW_PERMISSION[area]) &&
        (filter.area === undefined || filter.area === area),
    );
    return {
      shopId: ctx.shopId,
      vehicleId: vehicle.id,
      entities: areas.flatMap(auditEntitiesOf),
      withMemberSecurity: false,
      hideArchived: false,
      ...dates,
    };
  }
  if (!can(ctx, 'canManageShopSettings')) throw forbidden();
  return {
    shopId: ctx.shopId,
    entities: filter.area === undefined ? undefined : auditEntitiesOf(filter.area),
    withMemberSecurity: filter.area === undefined || filter.area === 'security',
    hideArchived: !can(ctx, 'canViewArchived'),
    ...dates,
  };
}

const hiddenFields = (ctx: ShopContext): ReadonlySet<string> =>
  new Set(can(ctx, 'canViewFinancial') ? [] : AUDIT_FINANCIAL_FIELDS);

export async function listAuditEvents(
  ctx: ShopContext,
  query: AuditEventListQuery,
): Promise<{ count: number; atLeast: boolean; results: AuditEvent[] }> {
  const scope = await scopeOf(ctx, query);
  const { count, atLeast } = await repo.countEvents(ctx.db, scope);
  const rows = await repo.listEvents(ctx.db, scope, pageWindow(query));
  const hidden = hiddenFields(ctx);
  return { count, atLeast, results: rows.map((row) => presentAuditEvent(row, hidden)) };
}

const CSV_HEADER = [
  'When',
  'Who',
  'API token',
  'Area',
  'Action',
  'Record',
  'Vehicle',
  'Changes',
  'Summary',
  'Address',
];

const changesInWords = (event: AuditEvent) =>
  event.changes
    .map((c) => `${c.label}: ${c.before ?? '(none)'} → ${c.after ?? '(none)'}`)
    .join('; ');

/**
 * The filtered list as CSV, newest first, at most AUDIT_EXPORT_MAX_ROWS rows; every cell is
 * neutralised against formulas, with a byte-order mark so a spreadsheet reads accents right.
 */
export async function exportAuditEvents(
  ctx: ShopContext,
  filter: AuditEventFilter,
): Promise<string> {
  const scope = await scopeOf(ctx, filter);
  const rows = await repo.listEvents(ctx.db, scope, { limit: AUDIT_EXPORT_MAX_ROWS, offset: 0 });
  const hidden = hiddenFields(ctx);
  const lines = rows.map((row) => {
    const event = presentAuditEvent(row, hidden);
    return [
      row.localTime,
      event.who.name ?? 'System',
      event.who.token_name ?? '',
      event.area_display,
      event.action,
      event.record.label,
      event.vehicle ?? '',
      changesInWords(event),
      event.summary,
      event.address ?? '',
    ].map(neutraliseFormula);
  });
  return stringify([CSV_HEADER, ...lines], {
    bom: true,
    record_delimiter: 'windows',
    quoted: true,
    quoted_empty: true,
  });
}
