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
