import { and, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { rowsOf } from '../../platform/database/client';
import type { TestApp, TestShop, TestUser } from '../../../test/helpers';
import { vehicles } from '../vehicles/vehicles.tables';
import { vehicleFixtures } from '../vehicles/vehicles.test-fixtures';

/** A six-month loan long past (2024-01-10 to 2024-07-10): its variance does not move with today. */
export const loanBody = (vins: string[], over: Record<string, unknown> = {}) => ({
  financing_type: 'LOAN',
  monthly_payment: '450.00',
  start_date: '2024-01-10',
  end_date: '2024-07-10',
  lender_name: 'First Bank',
  loan_number: 'LN-1',
  loan_amount: '18000.00',
  interest_rate: '5.250',
  vehicles: vins,
  ...over,
});

export const leaseBody = (vins: string[], over: Record<string, unknown> = {}) => ({
  financing_type: 'LEASE',
  monthly_payment: '399.99',
  start_date: '2024-01-10',
  end_date: '2099-01-10',
  leasing_company: 'Ally Leasing',
  lease_type: 'finance',
  mileage_allowance: 12000,
  excess_mileage_rate: '0.25',
  vehicles: vins,
  ...over,
});

/** Shops, members and financings for the financing tests, through the API. */
export function financingFixtures(t: TestApp) {
  const f = vehicleFixtures(t);

  async function setup() {
    const shop = await t.createShop();
    const admin = await t.createUser({ shops: [shop], role: 'administrator' });
    const vehicle = await f.createVehicle(admin);
    return { shop, admin, vehicle };
  }

  async function createFinancing(user: TestUser, body: Record<string, unknown>) {
    const res = await t.request(user, 'POST', '/api/vehicles/financing/', body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number } & Record<string, unknown>;
  }

  async function pay(user: TestUser, financing: number, body: Record<string, unknown> = {}) {
    const res = await t.request(user, 'POST', '/api/vehicles/financing-payments/', {
      financing,
      payment_date: '2024-02-10',
      amount_paid: '450.00',
      ...body,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number } & Record<string, unknown>;
  }

  /** Pays each month of loanBody's schedule (February to July 2024): the loan is completed. */
  async function payOff(user: TestUser, financing: number) {
    for (const month of ['02', '03', '04', '05', '06', '07'])
      await pay(user, financing, { payment_date: `2024-${month}-10` });
  }

  /** Today as the database counts it (every financing date rule does). */
  async function databaseToday(): Promise<string> {
    const [row] = rowsOf<{ today: string }>(
      await t.db.execute(sql`select current_date::text as today`),
    );
    return row!.today;
  }

  const archive = (shop: TestShop, vin: string) =>
    t.inShop(shop, (db) =>
      db
        .update(vehicles)
        .set({ isArchived: true })
        .where(and(eq(vehicles.shopId, shop.id), eq(vehicles.vin, vin))),
    );

  return { ...f, setup, createFinancing, pay, payOff, databaseToday, archive };
}
