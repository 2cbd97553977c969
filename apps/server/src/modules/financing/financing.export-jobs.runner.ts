import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyBaseLogger } from 'fastify';
import {
  EXPORT_JOB_KEPT_HOURS,
  EXPORT_JOB_MESSAGES,
} from '@fleetdesk/contract/financing-export-jobs';
import type { ExportQuery, ExportType } from '@fleetdesk/contract/financing-export';
import type { Db } from '../../platform/database/client';
import type { AppDeps } from '../../platform/deps';
import { can, type ShopContext } from '../../platform/request-context';
import { scopeTimeZone } from '../../platform/shop-day';
import { inScope } from '../../platform/tenancy';
import { activeMemberReach } from '../shops';
import * as repo from './financing.export-jobs.repository';
import type { ExportJobRow } from './financing.export-jobs.repository';
import { countExportRows } from './financing.export.repository';
import { exportStream } from './financing.export.service';

export type ExportJobDeps = Pick<AppDeps, 'db' | 'pool' | 'storage'> & { log: FastifyBaseLogger };

/** How long a claim lasts without news: each batch written renews it. */
const CLAIM_MS = 5 * 60_000;
/** A job whose process died this many times fails rather than being claimed again. */
const MAX_ATTEMPTS = 3;

/**
 * Runs the export jobs (docs/api.md "Export jobs"), one at a time per process: a job's pages are
 * the only export pages it reads in the background, so a burst of large exports queues here
 * instead of crowding the database (on PGlite, its one connection). Jobs are claimed from the
 * database (the outbox's pattern), so several processes share the work and a job left by a
 * process that died is claimed again once its claim runs out.
 */
export function exportJobRunner(deps: ExportJobDeps) {
  let running: Promise<void> | null = null;
  const asked = new Set<number | 'all'>();
  const state = { stopping: false };

  /** The shops asked about, one at a time, until none is left waiting (or the runner stops). */
  async function drain() {
    while (asked.size > 0 && !state.stopping) {
      const next = asked.has('all') ? 'all' : asked.values().next().value!;
      asked.delete(next);
      const shops = next === 'all' ? await repo.shopIds(deps.db) : [next];
      for (const shopId of shops) if (!state.stopping) await runShop(deps, shopId, state);
    }
  }

  function start(): Promise<void> {
    const run = drain()
      .catch((err: unknown) => deps.log.error({ err }, 'export jobs failed'))
      .finally(() => {
        running = null;
        // Asked for between the last look and now: look again.
        if (asked.size > 0) start();
      });
    running = run;
    return run;
  }

  return {
    /** Runs what is waiting in `shopId` (every shop when omitted), after the current run. */
    kick(shopId?: number): Promise<void> {
      if (state.stopping) return Promise.resolve();
      asked.add(shopId ?? 'all');
      return running ?? start();
    },
    /**
     * Stops after the batch being written (the server is closing): the job goes back to the
     * queue, to be written from the start by the next process, and nothing more is claimed.
     */
    stop(): Promise<void> {
      state.stopping = true;
      return running ?? Promise.resolve();
    },
    removeOld: () => removeOldJobs(deps),
  };
}

/** Each shop's jobs finished more than EXPORT_JOB_KEPT_HOURS ago, and their files, removed. */
export async function removeOldJobs(deps: Pick<ExportJobDeps, 'db' | 'storage'>): Promise<void> {
  for (const shopId of await repo.shopIds(deps.db)) {
    const keys = await inScope(deps.db, { shopId, userId: null }, (db) =>
      repo.removeFinishedBefore(db, shopId, EXPORT_JOB_KEPT_HOURS),
    );
    for (const key of keys) await deps.storage.remove(key);
  }
}
export type ExportJobRunner = ReturnType<typeof exportJobRunner>;

/** Thrown between two batches when the runner stops: the job is put back in the queue. */
class Stopped extends Error {}

/** Claims and runs the shop's waiting jobs, oldest first. */
async function runShop(deps: ExportJobDeps, shopId: number, state: { stopping: boolean }) {
  const shopScope = { shopId, userId: null };
  while (!state.stopping) {
    const job = await inScope(deps.db, shopScope, (db) =>
      repo.claimNextJob(db, shopId, { claimMs: CLAIM_MS, maxAttempts: MAX_ATTEMPTS }),
    );
    if (!job) return;
    try {
      await runJob(deps, job, state);
    } catch (err) {
      if (err instanceof Stopped) {
        await inScope(deps.db, shopScope, (db) => repo.requeueJob(db, job));
        return;
      }
      deps.log.error({ err, exportJob: job.id }, 'export job failed');
      await inScope(deps.db, shopScope, (db) => repo.failJob(db, job, EXPORT_JOB_MESSAGES.failed));
    }
  }
}

/**
 * The member's context as they are now: the export reads what they may see (the one visibility
 * rule), or nothing when they are no longer an active member allowed to export.
 */
async function memberContext(deps: ExportJobDeps, job: ExportJobRow): Promise<ShopContext | null> {
  const scope = { shopId: job.shopId, userId: job.userId };
  const { member, timeZone } = await inScope(deps.db, scope, async (db) => ({
    member: await activeMemberReach(db, job.shopId, job.userId),
    timeZone: await scopeTimeZone(db),
  }));
  if (!member || !can(member, 'canViewFinancial')) return null;
  const readApart = <T>(work: (db: Db) => Promise<T>) =>
    deps.pool ? deps.pool.readBeside(scope, work) : inScope(deps.db, scope, work);
  return {
    // Outside a request there is no transaction of its own: every read goes through readApart.
    db: deps.db,
    alongside: readApart,
    readApart,
    shopId: job.shopId,
    timeZone,
    userId: job.userId,
    isSuperuser: member.isSuperuser,
    membershipId: null,
    role: null,
    permissions: member.permissions,
  };
}

/** Counts the rows, writes the file to a temporary one, stores it, and marks the job done. */
async function runJob(deps: ExportJobDeps, job: ExportJobRow, state: { stopping: boolean }) {
  const shopScope = { shopId: job.shopId, userId: null };
  const progress = (rowsDone: number, rowsTotal?: number) => {
    if (state.stopping) throw new Stopped();
    return inScope(deps.db, shopScope, (db) =>
      repo.reportProgress(db, job, { rowsDone, rowsTotal }, CLAIM_MS),
    );
  };
  const ctx = await memberContext(deps, job);
  if (!ctx) {
    await inScope(deps.db, shopScope, (db) =>
      repo.failJob(db, job, EXPORT_JOB_MESSAGES.noPermission),
    );
    return;
  }
  const type = job.exportType as ExportType;
  const query = { ...(job.filters as object), format: job.format } as ExportQuery;
  const total = await ctx.readApart((db) => countExportRows({ ...ctx, db }, type, query));
  await progress(0, total);

  const dir = await mkdtemp(path.join(tmpdir(), 'fleetdesk-export-'));
  try {
    const file = path.join(dir, job.fileName);
    let rows = 0;
    await pipeline(
      exportStream(ctx, type, query, async (written) => {
        rows = written;
        await progress(written);
      }),
      createWriteStream(file),
    );
    const storageKey = `exports/${job.shopId}/${job.id}-${randomUUID()}/${job.fileName}`;
    await deps.storage.putFile(storageKey, file);
    const fileSize = (await stat(file)).size;
    const finished = await inScope(deps.db, shopScope, (db) =>
      repo.finishJob(db, job, { storageKey, fileSize, rows }),
    );
    // Claimed again meanwhile (this run outlived its claim): the other run's file is the one.
    if (!finished) await deps.storage.remove(storageKey);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
