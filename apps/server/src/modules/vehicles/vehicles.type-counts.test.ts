import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp } from '../../../test/helpers';
import { vehicleBody, vehicleFixtures } from './vehicles.test-fixtures';

/** vehicle_type_counts (migration 0011) follows every change of a vehicle's types. */

let t: TestApp;
let f: ReturnType<typeof vehicleFixtures>;
beforeAll(async () => {
  t = await setupTestApp();
  f = vehicleFixtures(t);
});
afterAll(() => t.close());

type Row = { type: string; kept: number; counted: number };

/** The kept count beside a real count of the links, per type, for one shop. */
async function keptAndCounted(shopId: number): Promise<Row[]> {
  const result = await t.inShop(shopId, (db) =>
    db.execute(sql`select t.name as type,
        coalesce((select c.vehicles from vehicle_type_counts c
                   where c.shop_id = ${shopId} and c.vehicle_type_id = t.id), 0) as kept,
        (select count(*) from vehicle_vehicle_types l
          where l.shop_id = ${shopId} and l.vehicle_type_id = t.id)::int as counted
      from vehicle_types t order by t.name`),
  );
  return (result as unknown as { rows: Row[] }).rows;
}

describe('vehicle type counts', () => {
  it('follow creates, type changes and archiving, and stay apart per shop', async () => {
    const shop = await t.createShop();
    const other = await t.createShop();
    const admin = await t.createUser({ shops: [shop], role: 'administrator' });
    const otherAdmin = await t.createUser({ shops: [other], role: 'administrator' });
    const a = await f.createVehicle(admin, { vehicle_types: ['loaner', 'service'] });
    await f.createVehicle(admin, { vehicle_types: ['loaner'] });
    await f.createVehicle(otherAdmin, { vehicle_types: ['loaner'] });

    const put = await t.request(
      admin,
      'PUT',
      `/api/vehicles/vehicles/${a.vin}/`,
      vehicleBody({ vin: a.vin, vehicle_types: ['employee'] }),
    );
    expect(put.statusCode, put.body).toBe(200);
    const archive = await t.request(admin, 'POST', `/api/vehicles/vehicles/${a.vin}/archive/`);
    expect(archive.statusCode, archive.body).toBe(200);

    const rows = await keptAndCounted(shop.id);
    expect(rows.map((r) => [r.type, r.kept])).toEqual([
      ['employee', 1],
      ['general', 0],
      ['loaner', 1],
      ['service', 0],
    ]);
    expect(rows.every((r) => r.kept === r.counted)).toBe(true);
    expect((await keptAndCounted(other.id)).find((r) => r.type === 'loaner')?.kept).toBe(1);
  });
});
