import { sql } from 'drizzle-orm';
import type { Db } from './database/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp, type TestShop } from '../../test/helpers';
import { mileageLogs } from '../modules/mileage/mileage.tables';
import { locations } from '../modules/shops/shops.tables';
import { vehicles } from '../modules/vehicles/vehicles.tables';
import { vehicleFixtures } from '../modules/vehicles/vehicles.test-fixtures';
import { inScope, scopeStatementText } from './tenancy';

/** The database's own wall between shops: row-level security and composite shop keys. */

let t: TestApp;
let a: TestShop;
let b: TestShop;
let vehicleOfA: number;
let vehicleOfB: number;

/** The database's own message (Drizzle wraps it as the cause of its "Failed query"). */
async function refusal(work: Promise<unknown>): Promise<string> {
  try {
    await work;
  } catch (err) {
    return String((err as { cause?: { message?: string } }).cause?.message ?? err);
  }
  return 'accepted';
}

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

beforeAll(async () => {
  t = await setupTestApp();
  [a, b] = [await t.createShop(), await t.createShop()];
  const f = vehicleFixtures(t);
  vehicleOfA = (await f.insertVehicles(a, [{}]))[0]!.id;
  vehicleOfB = (await f.insertVehicles(b, [{}]))[0]!.id;
});
afterAll(() => t.close());

describe('row-level security', () => {
  it("the app's connection with no shop set reads no tenant rows", async () => {
    const [count] = rowsOf(await t.db.execute(sql`select count(*)::int as n from vehicles`));
    expect(count).toEqual({ n: 0 });
    // …while the rows are there for their shop.
    const seen = await t.inShop(a, (db) => db.select({ id: vehicles.id }).from(vehicles));
    expect(seen.map((v) => v.id)).toContain(vehicleOfA);
  });

  it('every table with a shop_id is walled: row-level security enabled, forced, with its shop policy', async () => {
    const tables = rowsOf(
      await t.db.execute(sql`
        select c.relname as name, c.relrowsecurity as enabled, c.relforcerowsecurity as forced,
               exists (select from pg_policies p
                        where p.tablename = c.relname and p.policyname = c.relname || '_shop_isolation') as policy
          from pg_class c
          join pg_attribute a on a.attrelid = c.oid and a.attname = 'shop_id' and not a.attisdropped
         where c.relnamespace = 'public'::regnamespace and c.relkind = 'r'
         order by 1`),
    );
    expect(tables.length).toBeGreaterThan(15);
    // audit_log keeps shop-less security events under its own policies (migration 0004).
    const unwalled = tables.filter(
      (r) => !r.enabled || !r.forced || (!r.policy && r.name !== 'audit_log'),
    );
    expect(unwalled).toEqual([]);
  });

  it("a user's own rows (notifications) are theirs alone within the shop; a job sees them all", async () => {
    const me = await t.createUser({ shops: [a] });
    const colleague = await t.createUser({ shops: [a] });
    await t.inShop(a, (db) =>
      db.execute(sql`insert into notifications (shop_id, user_id, title, message)
                     values (${a.id}, ${me.id}, 'mine', 'm'), (${a.id}, ${colleague.id}, 'theirs', 't')`),
    );
    const asUser = (userId: number, text: string) =>
      inScope(t.db, { shopId: a.id, userId }, async (db) =>
        rowsOf(await db.execute(sql.raw(text))),
      );
    expect(await asUser(me.id, 'select title from notifications')).toEqual([{ title: 'mine' }]);
    // Neither changed nor deleted: the colleague's row is not there to touch.
    await asUser(me.id, "update notifications set is_read = true where title = 'theirs'");
    await asUser(me.id, "delete from notifications where title = 'theirs'");
    const all = await t.inShop(a, async (db) =>
      rowsOf(await db.execute(sql`select title, is_read from notifications order by title`)),
    );
    expect(all).toEqual([
      { title: 'mine', is_read: false },
      { title: 'theirs', is_read: false },
    ]);
  });

  it("a shop's scope sees its own rows only, even without a shop filter", async () => {
    const seen = await t.inShop(a, (db) => db.select({ shopId: vehicles.shopId }).from(vehicles));
    expect(new Set(seen.map((r) => r.shopId))).toEqual(new Set([a.id]));
  });

  it("refuses to write a row for another shop than the scope's", async () => {
    const write = t.inShop(a, (db) =>
      db.insert(vehicles).values({
        shopId: b.id,
        vin: 'RLSWR1TE100000001',
        make: 'Ford',
        model: 'Transit',
        year: 2022,
        licensePlate: 'RLS1',
      }),
    );
    expect(await refusal(write)).toMatch(/row-level security/);
  });

  it("cannot change or delete another shop's rows (they are not there to touch)", async () => {
    const updated = await t.inShop(a, (db) =>
      db
        .update(vehicles)
        .set({ make: 'Hijacked' })
        .where(sql`${vehicles.id} = ${vehicleOfB}`)
        .returning({ id: vehicles.id }),
    );
    expect(updated).toEqual([]);
    const deleted = await t.inShop(a, (db) =>
      db
        .delete(vehicles)
        .where(sql`${vehicles.id} = ${vehicleOfB}`)
        .returning({ id: vehicles.id }),
    );
    expect(deleted).toEqual([]);
    const still = await t.inShop(b, (db) =>
      db
        .select({ make: vehicles.make })
        .from(vehicles)
        .where(sql`${vehicles.id} = ${vehicleOfB}`),
    );
    expect(still).toEqual([{ make: 'Ford' }]);
  });

  it("a query naming another shop than the scope's gets nothing (filter and policy both hold)", async () => {
    const counted = await t.inShop(a, (db) =>
      db.execute(sql`select count(*)::int as n from vehicles where shop_id = ${b.id}`),
    );
    expect(rowsOf(counted)).toEqual([{ n: 0 }]);
    const own = await t.inShop(a, (db) =>
      db.execute(sql`select count(*)::int as n from vehicles where shop_id = ${a.id}`),
    );
    expect(rowsOf(own)).toEqual([{ n: 1 }]);
  });

  it("beside a query's own shop filter the policy adds no one-time filter over every row", async () => {
    const plan = await t.inShop(a, (db) =>
      db.execute(sql`explain (costs off) select count(*) from vehicles where shop_id = ${a.id}`),
    );
    const text = rowsOf(plan)
      .map((r) => String(Object.values(r)[0]))
      .join('\n');
    expect(text).toMatch(/shop_id = ANY/);
    expect(text).not.toMatch(/One-Time Filter/);
  });
});

describe('composite shop keys', () => {
  it("a raw insert of a child row against another shop's vehicle fails", async () => {
    // Scoped as shop A (so the policy passes), pointing at B's vehicle: the key refuses it.
    const insert = t.inShop(a, (db) =>
      db.insert(mileageLogs).values({ shopId: a.id, vehicleId: vehicleOfB, mileage: 10 }),
    );
    expect(await refusal(insert)).toMatch(/foreign key/);
  });

  it('the same insert against its own shop’s vehicle is accepted', async () => {
    const [row] = await t.inShop(a, (db) =>
      db
        .insert(mileageLogs)
        .values({ shopId: a.id, vehicleId: vehicleOfA, mileage: 10 })
        .returning({ id: mileageLogs.id }),
    );
    expect(row?.id).toBeGreaterThan(0);
  });
});

describe('a read beside the request (PostgreSQL)', () => {
  const scopeOf = (shop: TestShop) => ({ shopId: shop.id, userId: null });
  const shopsSeen = (db: Db) => db.selectDistinct({ shopId: vehicles.shopId }).from(vehicles);

  it('PGlite has one connection and no second one to read on', () => {
    expect(Boolean(t.deps.pool)).toBe(t.deps.engine === 'postgres');
  });

  it("sees its own shop's rows only, cannot write, and gives its connection back", async () => {
    const readBeside = t.deps.pool?.readBeside;
    if (!readBeside) return; // PGlite: asserted above
    expect(await readBeside(scopeOf(a), shopsSeen)).toEqual([{ shopId: a.id }]);
    expect(await readBeside(scopeOf(b), shopsSeen)).toEqual([{ shopId: b.id }]);
    const write = readBeside(scopeOf(a), (db) =>
      db
        .update(vehicles)
        .set({ make: 'Beside' })
        .where(sql`${vehicles.id} = ${vehicleOfA}`),
    );
    expect(await refusal(write)).toMatch(/read-only transaction/);
    // More reads than the pool has connections (4 in tests): each one was given back.
    const many = await Promise.all(
      Array.from({ length: 12 }, () => readBeside(scopeOf(a), shopsSeen)),
    );
    expect(many.every((rows) => rows.length === 1 && rows[0]!.shopId === a.id)).toBe(true);
  });

  it("reads on the request's own transaction when every connection is held", async () => {
    const pool = t.deps.pool;
    if (!pool) return; // PGlite: asserted above
    // The test pool has 4 connections: four requests hold them all. Waiting for a fifth would
    // never end (each request would wait for another's).
    const opened = await Promise.all(
      Array.from({ length: 4 }, () =>
        pool.begin({ readOnly: true, first: { fn: 'now', args: [] } }),
      ),
    );
    try {
      const result = await pool.readBeside(
        scopeOf(a),
        (db) => db.execute(sql`select 1 as one`),
        opened[0]!.tx,
      );
      expect((result as unknown as { rows: { one: number }[] }).rows).toEqual([{ one: 1 }]);
    } finally {
      await Promise.all(opened.map((o) => o.end(false)));
    }
  });

  it('begins a transaction with its first call in one trip, arguments quoted whatever they hold', async () => {
    const pool = t.deps.pool;
    if (!pool) return; // PGlite: asserted above
    const awkward = "o'brien\\'; select 1; --";
    const opened = await pool.begin({
      readOnly: true,
      first: { fn: 'concat', args: [awkward, '!'] },
    });
    expect(opened.rows).toEqual([{ concat: `${awkward}!` }]);
    expect(await refusal(opened.tx.insert(locations).values({ shopId: a.id, name: 'x' }))).toMatch(
      /read-only transaction/,
    );
    await opened.end(false);
    await expect(
      pool.begin({ readOnly: true, first: { fn: 'now(); drop table vehicles; --', args: [] } }),
    ).rejects.toThrow(/Not a function name/);
  });

  it("cancels a statement of a request's transaction after its statement_timeout", async () => {
    const pool = t.deps.pool;
    if (!pool) return; // PGlite: asserted above
    const opened = await pool.begin({
      readOnly: true,
      first: { fn: 'now', args: [] },
      statementTimeoutMs: 100,
    });
    try {
      expect(await refusal(opened.tx.execute(sql`select pg_sleep(5)`))).toMatch(
        /statement timeout/,
      );
    } finally {
      await opened.end(false);
    }
  });

  it('refuses a scope that is not a pair of ids', () => {
    expect(() => scopeStatementText({ shopId: 1.5, userId: null })).toThrow(/Not an id/);
    expect(scopeStatementText({ shopId: 7, userId: null })).toContain("'7'");
  });
});
