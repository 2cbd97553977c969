import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp, type TestShop } from '../../../test/helpers';
import { locations } from '../../modules/shops/shops.tables';
import type { Db } from './client';
import { prepared } from './prepared';

let t: TestApp;
let a: TestShop;
let b: TestShop;

beforeAll(async () => {
  t = await setupTestApp();
  [a, b] = [await t.createShop(), await t.createShop()];
  await t.createLocation(a, 'Front lot');
  await t.createLocation(b, 'Back lot');
});
afterAll(() => t.close());

/** The shop's location names, through one statement prepared once. */
const names = (db: Db, shopId: number) =>
  prepared(db, 'prepared_test_location_names', (d) =>
    d
      .select({ name: locations.name })
      .from(locations)
      .where(eq(locations.shopId, sql.placeholder('shopId')))
      .orderBy(locations.name)
      .prepare('prepared_test_location_names'),
  ).execute({ shopId });

describe('prepared statements across transactions', () => {
  it('run on the transaction that calls them, with its scope, long after the one that built them', async () => {
    expect(await t.inShop(a, (db) => names(db, a.id))).toEqual([{ name: 'Front lot' }]);
    // Built in A's (now closed) transaction; must run in B's, which sees B's rows only.
    expect(await t.inShop(b, (db) => names(db, b.id))).toEqual([{ name: 'Back lot' }]);
    expect(await t.inShop(b, (db) => names(db, a.id))).toEqual([]);
  });

  it("see the calling transaction's own uncommitted writes", async () => {
    const seen = await t.inShop(a, async (db) => {
      await db.insert(locations).values({ shopId: a.id, name: 'Annex' });
      return names(db, a.id);
    });
    expect(seen).toEqual([{ name: 'Annex' }, { name: 'Front lot' }]);
  });
});
