import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { ExportJobRequest } from '@fleetdesk/contract/financing-export-jobs';
import { type Db, rowsOf } from '../../platform/database/client';
import type { ShopContext } from '../../platform/request-context';
import { shops } from '../shops';
import { exportJobs } from './financing.export-jobs.tables';

export type ExportJobRow = typeof exportJobs.$inferSelect;

/** A new job, queued, in the request's transaction (it runs once that has committed). */
export async function insertJob(
  ctx: ShopContext,
  request: ExportJobRequest,
  fileName: string,
): Promise<ExportJobRow> {
  const { type, format, ...filters } = request;
  const [row] = await ctx.db
    .insert(exportJobs)
    .values({
      shopId: ctx.shopId,
      userId: ctx.userId,
      exportType: type,
      format,
      filters,
      fileName,
    })
    .returning();
  return row!;
}

/** The member's own job (row-level security also keeps another member's out of sight). */
export async function findOwnJob(
  db: Db,
  holder: { shopId: number; userId: number },
  id: number,
): Promise<ExportJobRow | null> {
  const [row] = await db
    .select()
    .from(exportJobs)
    .where(
      and(
        eq(exportJobs.shopId, holder.shopId),
        eq(exportJobs.userId, holder.userId),
        eq(exportJobs.id, id),
      ),
    );
  return row ?? null;
}

/** Every shop's id (shops is not a tenant table): the runner visits each in its own scope. */
export async function shopIds(db: Db): Promise<number[]> {
  const rows = await db.select({ id: shops.id }).from(shops).orderBy(asc(shops.id));
  return rows.map((r) => r.id);
}

const claimUntil = (ms: number) => sql`now() + ${`${Math.ceil(ms / 1000)} seconds`}::interval`;

/**
 * Claims the shop's oldest job waiting to run: queued, or running under a claim that ran out (its
 * process died), started again from its first row. `FOR UPDATE SKIP LOCKED`: two runners never
 * claim the same job. A job that has had `maxAttempts` fails instead of running again.
 */
export async function claimNextJob(
  db: Db,
  shopId: number,
  opts: { claimMs: number; maxAttempts: number },
): Promise<ExportJobRow | null> {
  const waiting = sql`${exportJobs.shopId} = ${shopId} and (${exportJobs.status} = 'queued' or (${exportJobs.status} = 'running' and ${exportJobs.claimedUntil} < now()))`;
  await db.execute(sql`
    update ${exportJobs} set status = 'failed', error = 'The export stopped too many times.',
      finished_at = now(), claimed_until = null
    where ${waiting} and ${exportJobs.attempts} >= ${opts.maxAttempts}`);
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`
      update ${exportJobs}
      set status = 'running', attempts = attempts + 1, claimed_until = ${claimUntil(opts.claimMs)},
        started_at = now(), rows_done = 0, rows_total = null
      where shop_id = ${shopId} and id = (
        select id from ${exportJobs} where ${waiting} order by id limit 1 for update skip locked)
      returning id`),
  );
  const id = rows[0]?.id;
  if (id === undefined) return null;
  const [row] = await db
    .select()
    .from(exportJobs)
    .where(and(eq(exportJobs.shopId, shopId), eq(exportJobs.id, id)));
  return row ?? null;
}

/** How far the job has got; each report also renews its claim (it is still alive). */
export async function reportProgress(
  db: Db,
  job: Pick<ExportJobRow, 'shopId' | 'id'>,
  progress: { rowsDone: number; rowsTotal?: number },
  claimMs: number,
): Promise<void> {
  await db
    .update(exportJobs)
    .set({
      rowsDone: progress.rowsDone,
      ...(progress.rowsTotal === undefined ? {} : { rowsTotal: progress.rowsTotal }),
      claimedUntil: claimUntil(claimMs),
    })
    .where(running(job));
}

const running = (job: Pick<ExportJobRow, 'shopId' | 'id'>) =>
  and(
    eq(exportJobs.shopId, job.shopId),
    eq(exportJobs.id, job.id),
    eq(exportJobs.status, 'running'),
  );

/** Written: its file is stored. False when it was no longer this runner's to finish. */
export async function finishJob(
  db: Db,
  job: Pick<ExportJobRow, 'shopId' | 'id'>,
  file: { storageKey: string; fileSize: number; rows: number },
): Promise<boolean> {
  const rows = await db
    .update(exportJobs)
    .set({
      status: 'done',
      storageKey: file.storageKey,
      fileSize: file.fileSize,
      rowsDone: file.rows,
      rowsTotal: file.rows,
      claimedUntil: null,
      finishedAt: sql`now()`,
    })
    .where(running(job))
    .returning({ id: exportJobs.id });
  return rows.length > 0;
}

export async function failJob(
  db: Db,
  job: Pick<ExportJobRow, 'shopId' | 'id'>,
  error: string,
): Promise<void> {
  await db
    .update(exportJobs)
    .set({ status: 'failed', error, claimedUntil: null, finishedAt: sql`now()` })
    .where(running(job));
}

/** Back in the queue, its attempt not counted: its runner stopped in order (the server closing). */
export async function requeueJob(db: Db, job: Pick<ExportJobRow, 'shopId' | 'id'>): Promise<void> {
  await db
    .update(exportJobs)
    .set({
      status: 'queued',
      rowsDone: 0,
      rowsTotal: null,
      claimedUntil: null,
      attempts: sql`greatest(${exportJobs.attempts} - 1, 0)`,
    })
    .where(running(job));
}

/** Removes the shop's jobs finished before `hours` ago; answers their files' keys. */
export async function removeFinishedBefore(
  db: Db,
  shopId: number,
  hours: number,
): Promise<string[]> {
  const rows = await db
    .delete(exportJobs)
    .where(
      and(
        eq(exportJobs.shopId, shopId),
        inArray(exportJobs.status, ['done', 'failed']),
        lt(exportJobs.finishedAt, sql`now() - ${`${hours} hours`}::interval`),
      ),
    )
    .returning({ key: exportJobs.storageKey });
  return rows.flatMap((r) => (r.key ? [r.key] : []));
}
