import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp, type TestShop } from '../../../test/helpers';
import { auditLog } from '../../modules/audit/audit.tables';
import { vehicles } from '../../modules/vehicles/vehicles.tables';
import { insertRows } from './insert-rows';

let t: TestApp;
let shop: TestShop;
beforeAll(async () => {
  t = await setupTestApp();
  shop = await t.createShop();
});
afterAll(() => t.close());

describe('insertRows: many rows, one json parameter', () => {
  it('writes each kind of column as Drizzle would, in order, and returns what was asked', async () => {
    const vins = ['1RZ00000X0000000C', '1RA0000020000000A', '1RM0000000000000B'];
    const inserted = await t.inShop(shop, (db) =>
      insertRows(
        db,
        vehicles,
        vins.map((vin, i) => ({
          shopId: shop.id,
          vin,
          make: `Make "${i}" \\ ü`,
          model: 'Van',
          year: 2020 + i,
          licensePlate: `IR-${i}`,
          currentValue: '1234567.91',
          typeIds: [3, 1],
          registrationExpiresOn: '2027-02-28',
        })),
        { id: vehicles.id, vin: vehicles.vin },
      ),
    );
    // In the order given, not the VINs' order.
    expect(inserted.map((r) => r.vin)).toEqual(vins);
    expect(inserted.every((r) => typeof r.id === 'number')).toBe(true);

    const rows = await t.inShop(shop, (db) =>
      db.select().from(vehicles).where(inArray(vehicles.vin, vins)).orderBy(vehicles.year),
    );
    expect(rows.map((r) => [r.vin, r.make, r.year, r.currentValue, r.typeIds])).toEqual([
      [vins[0], 'Make "0" \\ ü', 2020, '1234567.91', [3, 1]],
      [vins[1], 'Make "1" \\ ü', 2021, '1234567.91', [3, 1]],
      [vins[2], 'Make "2" \\ ü', 2022, '1234567.91', [3, 1]],
    ]);
    expect(rows[0]!.registrationExpiresOn).toBe('2027-02-28');
    // Columns the rows do not name take their defaults.
    expect(rows[0]!.isArchived).toBe(false);
    expect(rows[0]!.createdAt).toBeInstanceOf(Date);
  });

  it('keeps a json value an object, with nulls and numbers as they were', async () => {
    const [row] = await t.inShop(shop, (db) =>
      insertRows(
        db,
        auditLog,
        [
          {
            shopId: shop.id,
            entity: 'vehicle',
            entityId: 'insert-rows-test',
            action: 'create',
            before: null,
            after: { vin: 'X', year: 2021, cost: '10.10', types: [1, 2], driver: null },
          },
        ],
        { id: auditLog.id },
      ),
    );
    const [saved] = await t.inShop(shop, (db) =>
      db.select().from(auditLog).where(eq(auditLog.id, row!.id)),
    );
    expect(saved!.after).toEqual({
      vin: 'X',
      year: 2021,
      cost: '10.10',
      types: [1, 2],
      driver: null,
    });
    expect(saved!.before).toBeNull();
    expect(saved!.userId).toBeNull();
  });

  it('does nothing for no rows', async () => {
    expect(await t.inShop(shop, (db) => insertRows(db, vehicles, []))).toEqual([]);
  });
});
