import { insertRows } from '../../platform/database/insert-rows';
import { desc, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/database/client';
import type { ShopContext } from '../../platform/request-context';
import { auditLog, auditLogVehicles } from './audit.tables';

export type AuditAction = 'create' | 'update' | 'delete' | 'archive' | 'unarchive' | 'upload';

/**
 * Writes who changed what, when, with before and after images. Call it with the
 * transaction's context so the audit row commits or rolls back with the change. The client
 * address comes from the request's transaction (fleetdesk.client_address).
 */
export type AuditEntry = {
  entity: string;
  entityId: string | number;
  action: AuditAction;
  before?: unknown;
  after?: unknown;
  /** The vehicles the change concerns: its place in each one's History (none: the shop's only). */
  vehicleIds?: readonly number[];
};

export async function recordAudit(ctx: ShopContext, entry: AuditEntry): Promise<void> {
  await recordAudits(ctx, [entry]);
}

/**
 * Several audit rows in one statement (a change that writes many records at once), and their
 * vehicles' links in a second when any has vehicles.
 */
export async function recordAudits(ctx: ShopContext, entries: readonly AuditEntry[]) {
  if (entries.length === 0) return;
  const linked = entries.some((entry) => (entry.vehicleIds?.length ?? 0) > 0);
  // One parameter for the lot (insertRows): an import writes 30,000 rows in batches of 1,000.
  const ids = await insertRows(
    ctx.db,
    auditLog,
    entries.map((entry) => ({
      shopId: ctx.shopId,
      userId: ctx.userId,
      entity: entry.entity,
      entityId: String(entry.entityId),
      action: entry.action,
      before: entry.before ?? null,
      after: entry.after ?? null,
    })),
    { id: auditLog.id },
  );
  if (!linked) return;
  const links = entries.flatMap((entry, i) =>
    [...new Set(entry.vehicleIds ?? [])].map((vehicleId) => ({
      shopId: ctx.shopId,
      vehicleId,
      auditId: ids[i]!.id,
    })),
  );
  await insertRows(ctx.db, auditLogVehicles, links);
}

/** Security events: what happened to whose account or access, by whom, from where. */
export type SecurityAction =
  | 'sign_in'
  | 'sign_in_failed'
  | 'sign_out'
  | 'password_change'
  | 'password_set'
  | 'shop_switch'
  | 'create'
  | 'update'
  | 'grant'
  | 'withdraw';

export type SecurityEvent = {
  action: SecurityAction;
  /** Who did it: the signed-in user, or null (a failed sign-in, the command line). */
  actorId: number | null;
  /** The client address; null when there is none (the command line). */
  address: string | null;
  /** Set for events inside one shop (a membership); null for the rest. */
  shopId?: number | null;
  entity: 'user' | 'membership' | 'shop';
  /** The user, membership or shop concerned; '' when unknown (a name nobody has). */
  entityId: string | number;
  before?: unknown;
  after?: unknown;
};

/**
 * Appends a security event. Run it in the transaction of the change it reports where there is
 * one, so both commit or neither. Events of no shop about a user (a sign-in, a password change)
 * are read over HTTP only by the shops the user belongs to (the audit-trail module, migration 0035).
 */
export async function recordSecurityEvent(db: Db, event: SecurityEvent): Promise<void> {
  await db.insert(auditLog).values({
    shopId: event.shopId ?? null,
    userId: event.actorId,
    entity: event.entity,
    entityId: String(event.entityId),
    action: event.action,
    before: event.before ?? null,
    after: event.after ?? null,
    address: event.address,
  });
}

export type SecurityEventRow = typeof auditLog.$inferSelect;

/**
 * The latest events of no shop, newest first. Row-level security shows them all only to a
 * transaction that asks for them (fleetdesk.read_security_events), which only the command line
 * does; a shop's scope sees just its members' (audit_log_member_security_read).
 */
export function listSecurityEvents(db: Db, limit: number): Promise<SecurityEventRow[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('fleetdesk.read_security_events', 'on', true)`);
    return tx
      .select()
      .from(auditLog)
      .where(isNull(auditLog.shopId))
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(limit);
  });
}
