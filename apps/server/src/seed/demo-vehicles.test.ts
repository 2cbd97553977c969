import { and, count, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vehicleInputSchema, vinWarning } from '@fleetdesk/contract/vehicles';
import { setupTestApp, type TestApp } from '../../test/helpers';
import { mileageLogs } from '../modules/mileage';
import { registrations } from '../modules/registrations';
import { serviceRecords, vendors } from '../modules/service';
import { vehicleVehicleTypes, vehicles } from '../modules/vehicles';
import { DEMO_FLEET_SIZE, seedDemoFleet } from './demo-vehicles';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

const n = async (query: Promise<{ n: number }[]>) => (await query)[0]!.n;

describe('seedDemoFleet', () => {
  it('gives each shop a fleet with types, locations, registrations, mileage, service and vendors, once', async () => {
    const [a, b] = [await t.createShop(), await t.createShop()];
    for (const shop of [a, b]) {
      await t.createLocation(shop);
      await t.createLocation(shop);
    }
    await t.createUser({ shops: [a], role: 'administrator' });
    await seedDemoFleet(t.db, [a.id, b.id]);
    await seedDemoFleet(t.db, [a.id, b.id]);

    // Each shop's rows as that shop sees them (row-level security).
    for (const shop of [a, b]) {
      await t.inShop(shop, async (db) => {
        const ids = (
          await db.select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.shopId, shop.id))
        ).map((v) => v.id);
        expect(ids).toHaveLength(DEMO_FLEET_SIZE);
        const byType = await db
          .select({ type: vehicleVehicleTypes.vehicleTypeId, n: count() })
          .from(vehicleVehicleTypes)
          .where(inArray(vehicleVehicleTypes.vehicleId, ids))
          .groupBy(vehicleVehicleTypes.vehicleTypeId);
        expect(byType.length).toBeGreaterThanOrEqual(3);
        const locationsUsed = await db
          .selectDistinct({ l: vehicles.locationId })
          .from(vehicles)
          .where(eq(vehicles.shopId, shop.id));
        expect(locationsUsed.length).toBeGreaterThanOrEqual(3);
        const expired = await n(
          db
            .select({ n: count() })
            .from(vehicles)
            .where(
              and(
                eq(vehicles.shopId, shop.id),
                lt(vehicles.registrationExpiresOn, sql`current_date`),
              ),
            ),
        );
        const dueSoon = await n(
          db
            .select({ n: count() })
            .from(vehicles)
            .where(
              and(
                eq(vehicles.shopId, shop.id),
                sql`${vehicles.registrationExpiresOn} between current_date and current_date + 30`,
              ),
            ),
        );
        expect(expired).toBeGreaterThan(0);
        expect(dueSoon).toBeGreaterThan(0);
        expect(
          await n(
            db.select({ n: count() }).from(registrations).where(eq(registrations.shopId, shop.id)),
          ),
        ).toBeGreaterThan(DEMO_FLEET_SIZE);
        expect(
          await n(
            db.select({ n: count() }).from(mileageLogs).where(eq(mileageLogs.shopId, shop.id)),
          ),
        ).toBeGreaterThan(DEMO_FLEET_SIZE * 3);
        expect(
          await n(
            db
              .select({ n: count() })
              .from(serviceRecords)
              .where(eq(serviceRecords.shopId, shop.id)),
          ),
        ).toBeGreaterThan(DEMO_FLEET_SIZE);
        expect(
          await n(db.select({ n: count() }).from(vendors).where(eq(vendors.shopId, shop.id))),
        ).toBe(6);
        // The denormalised current mileage equals the newest reading.
        const stale = await n(
          db
            .select({ n: count() })
            .from(vehicles)
            .where(
              and(
                eq(vehicles.shopId, shop.id),
                sql`${vehicles.currentMileage} is distinct from (select m.mileage from mileage_logs m where m.vehicle_id = ${vehicles.id} order by m.date_recorded desc, m.id desc limit 1)`,
              ),
            ),
        );
        expect(stale).toBe(0);
      });
    }
    const noDriverShop = await t.inShop(b, (db) =>
      n(
        db
          .select({ n: count() })
          .from(vehicles)
          .where(and(eq(vehicles.shopId, b.id), isNull(vehicles.primaryDriverId))),
      ),
    );
    expect(noDriverShop).toBe(DEMO_FLEET_SIZE);
  });

  it('gives every vehicle a VIN the form would save without a warning (issue 34)', async () => {
    const shop = await t.createShop();
    await t.createLocation(shop);
    await seedDemoFleet(t.db, [shop.id]);
    const vins = await t.inShop(shop, (db) =>
      db.select({ vin: vehicles.vin }).from(vehicles).where(eq(vehicles.shopId, shop.id)),
    );
    expect(vins).toHaveLength(DEMO_FLEET_SIZE);
    const refused = vins.filter(({ vin }) => !vehicleInputSchema.shape.vin.safeParse(vin).success);
    const warned = vins.filter(({ vin }) => vinWarning(vin) !== null);
    expect({ refused, warned }).toEqual({ refused: [], warned: [] });
  });
});
