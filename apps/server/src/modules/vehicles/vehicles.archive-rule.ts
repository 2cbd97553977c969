import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { VEHICLE_MESSAGES } from '@fleetdesk/contract/vehicles';
import type { ShopContext } from '../../platform/request-context';
import type { VehicleCore } from './vehicles.detail.repository';
import { vehicles } from './vehicles.tables';

/** The vehicle inside a statement, as a blocker's predicate correlates to it. */
export type ArchiveVehicleSql = { id: SQL; shopId: SQL };

/**
 * Another module's reason why a vehicle cannot be archived now (financing: an active loan or
 * lease): a boolean SQL predicate over the vehicle and the message when it holds. Handed in at
 * modules/index.ts, so the core imports none of them. A predicate, not a function, so the
 * detail evaluates it inside its one statement (`can_be_archived`) and the archive action in
 * its transaction.
 */
export type ArchiveBlocker = {
  key: string;
  blocks: (vehicle: ArchiveVehicleSql) => SQL;
  message: string;
};

/** What decides whether a vehicle may be archived. */
export type ArchiveFacts = { isArchived: boolean; blockedBy: string | null };

/** The blockers' predicates as json-able fields of a statement over `vehicles`, by key. */
export const blockerSelects = (blockers: readonly ArchiveBlocker[], vehicle: ArchiveVehicleSql) =>
  blockers.map((b) => ({ key: `blocks_${b.key}`, sql: sql`to_json(${b.blocks(vehicle)})` }));

/** The first blocker whose predicate held, from the values `blockerSelects` read. */
export function blockedByOf(
  blockers: readonly ArchiveBlocker[],
  values: Record<string, unknown>,
): string | null {
  return blockers.find((b) => values[`blocks_${b.key}`] === true)?.message ?? null;
}

/** The facts, reading the blockers' predicates in one statement (none when there are none). */
export async function archiveFacts(
  ctx: ShopContext,
  vehicle: Pick<VehicleCore, 'id' | 'is_archived'>,
  blockers: readonly ArchiveBlocker[] = [],
): Promise<ArchiveFacts> {
  const blocked = await blockedAmong(ctx, [vehicle.id], blockers);
  return { isArchived: vehicle.is_archived, blockedBy: blocked.get(vehicle.id) ?? null };
}

/**
 * Which of these vehicles a blocker holds back, with its message, in one statement (a bulk
 * archive's vehicles as one vehicle's): the vehicles nothing blocks are absent.
 */
export async function blockedAmong(
  ctx: ShopContext,
  ids: readonly number[],
  blockers: readonly ArchiveBlocker[] = [],
): Promise<Map<number, string>> {
  if (blockers.length === 0 || ids.length === 0) return new Map();
  const selects = blockerSelects(blockers, {
    id: sql`${vehicles.id}`,
    shopId: sql`${vehicles.shopId}`,
  });
  const rows = await ctx.db
    .select({ id: vehicles.id, ...Object.fromEntries(selects.map((s) => [s.key, s.sql])) })
    .from(vehicles)
    .where(and(eq(vehicles.shopId, ctx.shopId), inArray(vehicles.id, [...ids])));
  const blocked = new Map<number, string>();
  for (const row of rows) {
    const message = blockedByOf(blockers, row);
    if (message) blocked.set(row.id, message);
  }
  return blocked;
}

/** Why the vehicle cannot be archived now, or null when it can: the one place this is decided. */
export function archiveRefusal(facts: ArchiveFacts): string | null {
  if (facts.isArchived) return VEHICLE_MESSAGES.alreadyArchived;
  return facts.blockedBy;
}

export const canBeArchived = (facts: ArchiveFacts) => archiveRefusal(facts) === null;
