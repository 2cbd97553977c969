/**
 * The statements of one request, as the bench replays them (run.ts): taken from the database's
 * query logger while the request runs. The export jobs' tick (every minute, 5 s after start)
 * sweeps every shop in transactions of its own on the same logger; the bench waits for its first
 * sweep to end and takes a capture again that caught some of it.
 */
export type Captured = { query: string; params: unknown[] }[];
export type Capture = { on: boolean; queries: Captured; lastExportJobs: number };

export const newCapture = (): Capture => ({ on: false, queries: [], lastExportJobs: 0 });

/** The database's query logger, feeding `capture`. */
export const captureLogger = (capture: Capture) => ({
  logQuery: (query: string, params: unknown[]) => {
    if (/export_jobs/.test(query)) capture.lastExportJobs = performance.now();
    if (capture.on) capture.queries.push({ query, params });
  },
});

/** Until the export jobs' first sweep of the thousand shops has ended (two minutes at most). */
export async function afterExportSweep(capture: Capture): Promise<void> {
  const started = performance.now();
  const sweeping = () =>
    capture.lastExportJobs === 0 || performance.now() - capture.lastExportJobs < 3000;
  while (sweeping() && performance.now() - started < 120_000)
    await new Promise((resolve) => setTimeout(resolve, 500));
}

/**
 * The statements `request(attempt)` sends, without another transaction's: a capture with a
 * commit beyond the request's own (`ownCommits`: 1 on PostgreSQL, 0 on PGlite, whose request
 * transaction is not logged) or an export job's statement is taken again, ten times at most.
 */
export async function captureRequest(
  capture: Capture,
  ownCommits: number,
  request: (attempt: number) => Promise<unknown>,
): Promise<{ queries: Captured; attempt: number }> {
  let attempt = 0;
  for (; attempt < 10; attempt++) {
    capture.queries = [];
    capture.on = true;
    await request(attempt);
    capture.on = false;
    const commits = capture.queries.filter((q) => /^\s*commit\b/i.test(q.query)).length;
    if (commits <= ownCommits && !capture.queries.some((q) => /export_jobs/.test(q.query))) break;
  }
  return { queries: capture.queries, attempt: Math.min(attempt, 9) };
}

/** Runs a captured request's statements again (a fresh VIN where the request named one). */
export async function replay(
  run: (query: string, params: unknown[]) => Promise<unknown>,
  queries: Captured,
  freshVin: (i: number) => string,
  i: number,
  originalVin?: string,
) {
  // PGlite opens the request's transaction itself, unlogged: the replay opens one the same way.
  const opens = !/^begin/i.test(queries[0]?.query ?? '');
  if (opens) await run('begin', []);
  // A read-only request writes nothing: a write captured beside it is a background task's (an
  // export job sweep, a status refresh) that happened to run in the capture window.
  const readOnly = /^begin read only/i.test(queries[0]?.query ?? '');
  // A write's replay is rolled back: its statements name the ids the captured request made (the
  // audit row's, the new vehicle's), which a second insert would collide with. The commit's own
  // cost is then not in the "same SQL" column.
  const writes = !readOnly && queries.some((q) => /^\s*(insert|update|delete)\b/i.test(q.query));
  const end = writes ? 'rollback' : 'commit';
  for (const q of queries) {
    if (writes && /^commit\b/i.test(q.query)) {
      await run(end, []);
      continue;
    }
    if (readOnly && /^\s*(insert|update|delete)\b/i.test(q.query)) continue;
    // So is a write anywhere in a statement (a job's CTE, the maintenance refresh function).
    if (
      readOnly &&
      /\b(insert\s+into|update\s+\S+\s+set|delete\s+from)\b|_refresh\(/i.test(q.query)
    )
      continue;
    // The session's last-used touch runs beside the request, once a minute: a call that takes
    // seconds (the export) captures it, and it has no place in the request's read-only replay.
    if (/^update "auth_tokens" set "last_used_at"/i.test(q.query)) continue;
    // The VIN may travel inside a json parameter too (rows inserted through insert-rows.ts): a
    // replay that kept it there wrote the same VIN twice (a duplicate on PostgreSQL).
    const params = originalVin
      ? q.params.map((p) =>
          typeof p === 'string' && p.includes(originalVin)
            ? p.split(originalVin).join(freshVin(i))
            : p,
        )
      : q.params;
    if (!writes || !/^\s*insert\b/i.test(q.query)) {
      await run(q.query, params);
      continue;
    }
    // A link row naming the captured request's own ids (its audit row's) is a duplicate of the
    // row that request committed: it is tried (the index check is the work) and then let go.
    await run('savepoint replay_write', []);
    try {
      await run(q.query, params);
      await run('release savepoint replay_write', []);
    } catch (err) {
      if ((err as { code?: string }).code !== '23505') throw err;
      await run('rollback to savepoint replay_write', []);
    }
  }
  if (opens) await run(end, []);
}
