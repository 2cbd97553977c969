import type { Readable } from 'node:stream';
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
import { forbidden } from '../../platform/errors';
import { csvStream, type ExportColumn } from '../../platform/export-writers';
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
  const manages = can(ctx, 'canManageShopSettings');
  if (!manages && !can(ctx, 'canViewActivity')) throw forbidden();
  // Who manages the shop reads all of it; a reader of the activity, the areas they may view.
  const areas = AUDIT_AREAS.filter(
    (area) =>
      (manages || can(ctx, AUDIT_AREA_VIEW_PERMISSION[area])) &&
      (filter.area === undefined || filter.area === area),
  );
  return {
    shopId: ctx.shopId,
    entities: manages && filter.area === undefined ? undefined : areas.flatMap(auditEntitiesOf),
    withMemberSecurity: manages && (filter.area === undefined || filter.area === 'security'),
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

/** An event as the export writes it: the shop's local time beside the event as the API shows it. */
type ExportedEvent = { when: string; event: AuditEvent };

const textColumn = (
  key: string,
  header: string,
  value: (row: ExportedEvent) => string | null,
): ExportColumn<ExportedEvent> => ({ key, header, kind: 'text', value });

const changesInWords = (event: AuditEvent) =>
  event.changes
    .map((c) => `${c.label}: ${c.before ?? '(none)'} → ${c.after ?? '(none)'}`)
    .join('; ');

/** Every cell is text: names, labels and changes are what members typed, so all are neutralised. */
const EXPORT_COLUMNS: ExportColumn<ExportedEvent>[] = [
  textColumn('when', 'When', (r) => r.when),
  textColumn('who', 'Who', (r) => r.event.who.name ?? 'System'),
  textColumn('token_name', 'API token', (r) => r.event.who.token_name),
  textColumn('area', 'Area', (r) => r.event.area_display),
  textColumn('action', 'Action', (r) => r.event.action),
  textColumn('record', 'Record', (r) => r.event.record.label),
  textColumn('vehicle', 'Vehicle', (r) => r.event.vehicle),
  textColumn('changes', 'Changes', (r) => changesInWords(r.event)),
  textColumn('summary', 'Summary', (r) => r.event.summary),
  textColumn('address', 'Address', (r) => r.event.address),
];

/**
 * The filtered list as CSV (the exports' one writer: every cell quoted and neutralised against
 * formulas, a byte-order mark), newest first, at most AUDIT_EXPORT_MAX_ROWS rows.
 */
export async function exportAuditEvents(
  ctx: ShopContext,
  filter: AuditEventFilter,
): Promise<Readable> {
  const scope = await scopeOf(ctx, filter);
  const rows = await repo.listEvents(ctx.db, scope, { limit: AUDIT_EXPORT_MAX_ROWS, offset: 0 });
  const hidden = hiddenFields(ctx);
  const events = rows.map((row) => ({
    when: row.localTime,
    event: presentAuditEvent(row, hidden),
  }));
  // Read whole before the reply (one bounded statement), so written as one batch.
  return csvStream(
    EXPORT_COLUMNS,
    (async function* () {
      yield events;
    })(),
  );
}
