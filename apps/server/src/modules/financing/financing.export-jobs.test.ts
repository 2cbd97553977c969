import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_DIRECT_MAX_ROWS, EXPORT_MESSAGES } from '@fleetdesk/contract/financing-export';
import { EXPORT_JOB_MESSAGES, type ExportJob } from '@fleetdesk/contract/financing-export-jobs';
import { setupTestApp, type TestApp, type TestShop, type TestUser } from '../../../test/helpers';
import { inScope } from '../../platform/tenancy';
import { exportJobs } from './financing.export-jobs.tables';
import { financingFixtures } from './financing.export.test-fixtures';

let t: TestApp;
let f: ReturnType<typeof financingFixtures>;
beforeAll(async () => {
  t = await setupTestApp();
  f = financingFixtures(t);
});
afterAll(() => t.close());

const JOBS = '/api/vehicles/financing/export-jobs/';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Starts a job as `user`; 202 with the queued job. */
async function start(user: TestUser, body: Record<string, unknown>): Promise<ExportJob> {
  const res = await t.request(user, 'POST', JOBS, body);
  expect(res.statusCode, res.body).toBe(202);
  return res.json();
}

/** Every state the job is seen in, asked for every few milliseconds, until it is done or failed. */
async function follow(user: TestUser, id: number): Promise<ExportJob[]> {
  const seen: ExportJob[] = [];
  for (;;) {
    const res = await t.request(user, 'GET', `${JOBS}${id}/`);
    expect(res.statusCode, res.body).toBe(200);
    const job: ExportJob = res.json();
    seen.push(job);
    if (job.status === 'done' || job.status === 'failed') return seen;
    await sleep(5);
  }
}

/** A shop of one financing with `count` payments in 2025 (one statement), and its administrator. */
async function shopWithPayments(count: number) {
  const shop = await t.createShop();
  const admin = await t.createUser({ shops: [shop] });
  const financing = await f.insertFinancing(shop, [], { notes: 'Fleet loan' });
  await f.insertManyPayments(shop, financing.id, count, '2025-01-01');
  return { shop, admin };
}

const body = (res: { body: string }) => res.body;

describe('an export above the direct cap', () => {
  it('is refused in a request (413), and runs as a job reporting progress; its file holds what the direct exports of its halves hold', async () => {
    const rows = EXPORT_DIRECT_MAX_ROWS + 1;
    const { admin } = await shopWithPayments(rows);
    const whole = '?format=csv&date_from=2025-01-01&date_to=2025-12-31';
    const refused = await t.request(admin, 'GET', `/api/vehicles/export/payments/${whole}`);
    expect(refused.statusCode, refused.body).toBe(413);
    expect(refused.json()).toEqual({ detail: EXPORT_MESSAGES.tooLarge });

    const job = await start(admin, {
      type: 'payments',
      format: 'csv',
      date_from: '2025-01-01',
      date_to: '2025-12-31',
    });
    expect(job).toMatchObject({ status: 'queued', rows_done: 0, file_url: null, error: null });
    expect(job.file_name).toMatch(/^payments_export_\d{8}\.csv$/);
    const seen = await follow(admin, job.id);
    const done = seen.at(-1)!;
    expect(done).toMatchObject({ status: 'done', rows_done: rows, rows_total: rows, error: null });
    // Progress as it went: the total known while running, the rows done only ever growing.
    const running = seen.filter((s) => s.status === 'running' && s.rows_total !== null);
    expect(running.length).toBeGreaterThan(0);
    expect(running.every((s) => s.rows_total === rows && s.rows_done <= rows)).toBe(true);
    const counts = seen.map((s) => s.rows_done);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));

    const file = await t.request(null, 'GET', done.file_url!);
    expect(file.statusCode, file.body).toBe(200);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="${done.file_name}"`);
    // The same bytes as the direct exports of the first and second half of the year, one after
    // the other (each under the cap), less the second's header row.
    const first = await t.request(
      admin,
      'GET',
      '/api/vehicles/export/payments/?format=csv&date_from=2025-01-01&date_to=2025-06-30',
    );
    const second = await t.request(
      admin,
      'GET',
      '/api/vehicles/export/payments/?format=csv&date_from=2025-07-01&date_to=2025-12-31',
    );
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const secondRows = body(second).slice(body(second).indexOf('\r\n') + 2);
    expect(file.body).toBe(body(first) + secondRows);
    expect(file.body.split('\r\n').length).toBe(rows + 2);
  });

  it('writes every format as the direct export does', async () => {
    const { admin } = await shopWithPayments(2500);
    for (const format of ['json', 'iif', 'xlsx'] as const) {
      const direct = await t.request(
        admin,
        'GET',
        `/api/vehicles/export/payments/?format=${format}`,
      );
      expect(direct.statusCode, direct.body).toBe(200);
      const done = (await follow(admin, (await start(admin, { type: 'payments', format })).id)).at(
        -1,
      )!;
      expect(done, format).toMatchObject({ status: 'done', rows_total: 2500 });
      const file = await t.request(null, 'GET', done.file_url!);
      if (format === 'xlsx') {
        // A workbook records when it was written: compare its size, not its bytes.
        expect(Math.abs(file.rawPayload.length - direct.rawPayload.length)).toBeLessThan(64);
      } else expect(file.body, format).toBe(direct.body);
    }
    const financing = await start(admin, {
      type: 'financing',
      format: 'csv',
      include_payments: true,
    });
    const done = (await follow(admin, financing.id)).at(-1)!;
    const direct = await t.request(
      admin,
      'GET',
      '/api/vehicles/export/financing/?format=csv&include_payments=true',
    );
    expect((await t.request(null, 'GET', done.file_url!)).body).toBe(direct.body);
  });

  it('refuses what the export refuses: IIF of financings, dates out of order', async () => {
    const { admin } = await shopWithPayments(1);
    const iif = await t.request(admin, 'POST', JOBS, { type: 'financing', format: 'iif' });
    expect(iif.statusCode).toBe(400);
    expect(iif.json()).toEqual({ format: [EXPORT_MESSAGES.iifPaymentsOnly] });
    const dates = await t.request(admin, 'POST', JOBS, {
      type: 'payments',
      date_from: '2025-05-01',
      date_to: '2025-04-01',
    });
    expect(dates.statusCode).toBe(400);
    expect(dates.json()).toEqual({ date_to: [EXPORT_MESSAGES.dateOrder] });
  });
});

describe("a member's export job", () => {
  it('is seen by no other member nor shop, and its link opens only for its member as they are now', async () => {
    const { shop, admin } = await shopWithPayments(10);
    const colleague = await t.createUser({ shops: [shop] });
    const stranger = await t.createUser({ shops: [await t.createShop()] });
    const job = await start(admin, { type: 'payments', format: 'csv' });
    const done = (await follow(admin, job.id)).at(-1)!;
    for (const other of [colleague, stranger]) {
      const res = await t.request(other, 'GET', `${JOBS}${job.id}/`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: EXPORT_JOB_MESSAGES.notFound });
    }
    // Row-level security itself: in the colleague's scope the row is not there.
    const visible = await inScope(t.db, { shopId: shop.id, userId: colleague.id }, (db) =>
      db.select().from(exportJobs).where(eq(exportJobs.id, job.id)),
    );
    expect(visible).toEqual([]);

    const url = done.file_url!;
    const tampered = url.replace(/sig=(\d+)\.(\d+)\./, `sig=$1.${colleague.id}.`);
    expect((await t.request(null, 'GET', tampered)).statusCode).toBe(403);
    // A document's link of the same id is another kind of link: refused here.
    const asDocument = url.replace(`${JOBS}${job.id}/file/`, `/api/files/${job.id}/`);
    expect((await t.request(null, 'GET', asDocument)).statusCode).toBe(403);
    expect((await t.request(null, 'GET', url)).statusCode).toBe(200);
    await deactivate(shop, admin);
    const after = await t.request(null, 'GET', url);
    expect(after.statusCode).toBe(403);
  });

  it('left by a process that died is claimed again and finished', async () => {
    const { shop, admin } = await shopWithPayments(1200);
    const [orphan] = await t.inShop(shop, (db) =>
      db
        .insert(exportJobs)
        .values({
          shopId: shop.id,
          userId: admin.id,
          exportType: 'payments',
          format: 'json',
          filters: {},
          fileName: 'payments_export_20250101.json',
          status: 'running',
          attempts: 1,
          rowsDone: 1000,
          claimedUntil: sql`now() - interval '1 second'`,
        })
        .returning(),
    );
    // A new job of the shop sets its runner going: it finds the orphan first.
    const next = await start(admin, { type: 'payments', format: 'csv' });
    await follow(admin, next.id);
    const resumed = (await follow(admin, orphan!.id)).at(-1)!;
    expect(resumed).toMatchObject({ status: 'done', rows_done: 1200, rows_total: 1200 });
    const file = await t.request(null, 'GET', resumed.file_url!);
    expect(JSON.parse(file.body)).toHaveLength(1200);
  });
});

describe('a server closing while a job runs', () => {
  it('puts the job back in the queue, its attempt not counted, and waits for nothing more', async () => {
    const closing = await setupTestApp();
    try {
      const shop = await closing.createShop();
      const admin = await closing.createUser({ shops: [shop] });
      const financing = await financingFixtures(closing).insertFinancing(shop, []);
      await financingFixtures(closing).insertManyPayments(shop, financing.id, 20_000, '2025-01-01');
      const res = await closing.request(admin, 'POST', JOBS, { type: 'payments', format: 'csv' });
      const id: number = res.json().id;
      for (;;) {
        const job: ExportJob = (await closing.request(admin, 'GET', `${JOBS}${id}/`)).json();
        if (job.rows_done > 0) break;
        await sleep(5);
      }
      await closing.app.close();
      const [row] = await closing.inShop(shop, (db) =>
        db.select().from(exportJobs).where(eq(exportJobs.id, id)),
      );
      expect(row).toMatchObject({ status: 'queued', attempts: 0, rowsDone: 0, claimedUntil: null });
    } finally {
      await closing.close();
    }
  });
});

/** The member leaves the shop (their membership made inactive). */
async function deactivate(shop: TestShop, user: TestUser) {
  await t.inShop(shop, (db) =>
    db.execute(
      sql`update memberships set is_active = false where shop_id = ${shop.id} and user_id = ${user.id}`,
    ),
  );
}
