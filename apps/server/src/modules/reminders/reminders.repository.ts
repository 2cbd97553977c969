import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { REMINDER_EMAIL_SETTING } from '@fleetdesk/contract/reminders';
import type { Db } from '../../platform/database/client';
import { settingValues } from '../settings';
import { shops } from '../shops';
import { reminderLedger, reminderRuns } from './reminders.tables';

export type RunTrigger = 'schedule' | 'cli' | 'manual';

/**
 * The shops a run visits (`shopIds`, else every shop: shops are not tenant rows), one at a time,
 * each with the time zone its today is counted in.
 */
export async function shopsToRemind(db: Db, shopIds?: readonly number[]) {
  return db
    .select({ id: shops.id, timeZone: shops.timeZone })
    .from(shops)
    .where(shopIds ? inArray(shops.id, [...shopIds]) : undefined)
    .orderBy(shops.id);
}

export async function shopName(db: Db, shopId: number): Promise<string | null> {
  const [row] = await db.select({ name: shops.name }).from(shops).where(eq(shops.id, shopId));
  return row?.name ?? null;
}

export async function insertRun(db: Db, shopId: number, runDate: string, trigger: RunTrigger) {
  const [row] = await db
    .insert(reminderRuns)
    .values({ shopId, runDate, trigger })
    .returning({ id: reminderRuns.id });
  return row!.id;
}

export async function updateRun(
  db: Db,
  shopId: number,
  id: number,
  values: Partial<
    Pick<
      typeof reminderRuns.$inferInsert,
      'items' | 'notifications' | 'mailsQueued' | 'finishedAt' | 'error'
    >
  >,
) {
  await db
    .update(reminderRuns)
    .set(values)
    .where(and(eq(reminderRuns.shopId, shopId), eq(reminderRuns.id, id)));
}

/** Adds a delivery attempt's outcome to the run that queued the mail. */
export async function addDeliveries(
  db: Db,
  shopId: number,
  id: number,
  sent: number,
  failed: number,
) {
  await db
    .update(reminderRuns)
    .set({
      mailsSent: sql`${reminderRuns.mailsSent} + ${sent}`,
      failures: sql`${reminderRuns.failures} + ${failed}`,
    })
    .where(and(eq(reminderRuns.shopId, shopId), eq(reminderRuns.id, id)));
}

/** Records the key; false when it was reminded before (by this run or any earlier one). */
export async function claimKey(
  db: Db,
  shopId: number,
  key: string,
  kind: string,
  runId: number,
): Promise<boolean> {
  const rows = await db
    .insert(reminderLedger)
    .values({ shopId, dedupeKey: key, kind, runId })
    .onConflictDoNothing()
    .returning({ key: reminderLedger.dedupeKey });
  return rows.length === 1;
}

/** Of `keys`, those reminded before (a preview leaves them out, as a run would). */
export async function remindedKeys(db: Db, shopId: number, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ key: reminderLedger.dedupeKey })
    .from(reminderLedger)
    .where(and(eq(reminderLedger.shopId, shopId), inArray(reminderLedger.dedupeKey, keys)));
  return new Set(rows.map((r) => r.key));
}

export async function latestRuns(db: Db, shopId: number, limit: number) {
  return db
    .select()
    .from(reminderRuns)
    .where(eq(reminderRuns.shopId, shopId))
    .orderBy(desc(reminderRuns.startedAt), desc(reminderRuns.id))
    .limit(limit);
}

/**
 * The stored values of the e-mail choices: reminder kinds (`reminders.email_kinds`) and the
 * vehicle module's e-mail switch (`vehicles.email_notifications`), shop-wide (userId null) and
 * per user. Validation against the definitions is the caller's.
 */
export async function emailChoiceValues(db: Db, shopId: number) {
  return db
    .select({
      module: settingValues.module,
      userId: settingValues.userId,
      value: settingValues.value,
    })
    .from(settingValues)
    .where(
      and(
        eq(settingValues.shopId, shopId),
        or(
          and(
            eq(settingValues.module, REMINDER_EMAIL_SETTING.module),
            eq(settingValues.key, REMINDER_EMAIL_SETTING.key),
          ),
          and(eq(settingValues.module, 'vehicles'), eq(settingValues.key, 'email_notifications')),
        ),
      ),
    );
}
