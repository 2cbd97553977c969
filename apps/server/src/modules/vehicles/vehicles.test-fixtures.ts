import type { Db } from '../../platform/database/client';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { withVinCheckDigit } from '@fleetdesk/contract/rules/vehicle-rules';
import type { TestApp, TestShop } from '../../../test/helpers';
import { vehicleTypes, vehicleVehicleTypes, vehicles } from './vehicles.tables';

/** A fresh valid VIN: hex has no I, O or Q, and position 9 is its check digit (no warning). */
export const newVin = () => withVinCheckDigit(randomUUID().replace(/-/g, '').slice(0, 17));

export const vehicleBody = (overrides: Record<string, unknown> = {}) => ({
  vin: newVin(),
  make: 'Toyota',
  model: 'Camry',
  year: 2021,
  license_plate: `P${randomUUID().slice(0, 6).toUpperCase()}`,
  location: null,
  primary_driver: null,
  vehicle_types: ['loaner'],
  ...overrides,
});

/** Helpers the vehicle-area tests share: create through the API, or insert rows directly for volume. */
export function vehicleFixtures(t: TestApp) {
  async function createVehicle(user: { token: string }, overrides: Record<string, unknown> = {}) {
    const res = await t.request(user, 'POST', '/api/vehicles/vehicles/', vehicleBody(overrides));
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { vin: string; description: string } & Record<string, unknown>;
  }

  /** Inserts vehicles straight into the table (with their status dates and types). */
  async function insertVehicles(
    shop: TestShop,
    rows: {
      make?: string;
      model?: string;
      year?: number;
      licensePlate?: string;
      locationId?: number | null;
      registrationExpiresOn?: string | null;
      insuranceEndsOn?: string | null;
      isArchived?: boolean;
      types?: string[];
    }[],
  ) {
    return t.inShop(shop, (db) => insertIn(db, shop, rows));
  }

  async function insertIn(db: Db, shop: TestShop, rows: Parameters<typeof insertVehicles>[1]) {
    const inserted = await db
      .insert(vehicles)
      .values(
        rows.map((r, i) => ({
          shopId: shop.id,
          vin: newVin(),
          make: r.make ?? 'Ford',
          model: r.model ?? `Model ${i}`,
          year: r.year ?? 2020,
          licensePlate: r.licensePlate ?? `L${randomUUID().slice(0, 6).toUpperCase()}`,
          locationId: r.locationId ?? null,
          registrationExpiresOn: r.registrationExpiresOn ?? null,
          insuranceEndsOn: r.insuranceEndsOn ?? null,
          isArchived: r.isArchived ?? false,
        })),
      )
      .returning({ id: vehicles.id, vin: vehicles.vin, description: vehicles.description });
    const types = await db.select().from(vehicleTypes);
    const links = rows.flatMap((r, i) =>
      (r.types ?? []).map((name) => ({
        shopId: shop.id,
        vehicleId: inserted[i]!.id,
        vehicleTypeId: types.find((x) => x.name === name)!.id,
      })),
    );
    if (links.length) await db.insert(vehicleVehicleTypes).values(links);
    return inserted;
  }

  return { createVehicle, insertVehicles };
}

/** `YYYY-MM-DD`, `days` from the database's today (the server compares with current_date). */
export async function dbDate(t: TestApp, days: number): Promise<string> {
  const result = (await t.db.execute(
    sql`select to_char(current_date + ${Math.trunc(days)}::int, 'YYYY-MM-DD') as d`,
  )) as unknown as { rows: { d: string }[] };
  return result.rows[0]!.d;
}
