import { expect } from 'vitest';
import type { TestApp, TestShop, TestUser } from '../../../test/helpers';
import { PNG } from '../documents/documents.test-fixtures';
import { vehicleFixtures } from '../vehicles/vehicles.test-fixtures';

/** Test helpers of the loaner tests: a shop with a loaner, customers and agreements made through the API. */

const HOUR = 3_600_000;
/** An instant `hours` from now, as the API takes it. */
export const hoursFromNow = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

export function loanerFixtures(t: TestApp) {
  const vehiclesOf = vehicleFixtures(t);

  async function createCustomer(user: TestUser, overrides: Record<string, unknown> = {}) {
    const res = await t.request(user, 'POST', '/api/loaners/customers/', {
      first_name: 'Dana',
      last_name: 'Reyes',
      phone: '555-0100',
      email: 'dana@example.test',
      licence_number: 'D1234567',
      licence_expires_on: '2040-01-31',
      ...overrides,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number; first_name: string; last_name: string };
  }

  const agreementBody = (
    vin: string,
    customer: number,
    overrides: Record<string, unknown> = {},
  ) => ({
    vehicle: vin,
    customer,
    repair_order_number: 'RO-1001',
    claim_number: 'CLM-77',
    insurer_name: 'Acme Mutual',
    insurer_daily_rate: '35.00',
    insurer_max_days: 3,
    starts_at: hoursFromNow(1),
    due_at: hoursFromNow(49),
    ...overrides,
  });

  async function reserve(
    user: TestUser,
    vin: string,
    customer: number,
    overrides: Record<string, unknown> = {},
  ) {
    const res = await t.request(
      user,
      'POST',
      '/api/loaners/agreements/',
      agreementBody(vin, customer, overrides),
    );
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number; number: string } & Record<string, unknown>;
  }

  /**
   * Checks the agreement out (10,000 mi, full tank, `outHoursAgo`) and in (10,100 mi, full tank,
   * `inHoursAgo`): no mileage or fuel charge. The check-in's reply.
   */
  async function lend(user: TestUser, id: number, outHoursAgo: number, inHoursAgo: number) {
    const out = await t.request(user, 'POST', `/api/loaners/agreements/${id}/check_out/`, {
      odometer_out: 10_000,
      fuel_out: 8,
      signature: `data:image/png;base64,${PNG.toString('base64')}`,
      signed_name: 'Dana Reyes',
      checked_out_at: hoursFromNow(-outHoursAgo),
    });
    expect(out.statusCode, out.body).toBe(200);
    const back = await t.request(user, 'POST', `/api/loaners/agreements/${id}/check_in/`, {
      odometer_in: 10_100,
      fuel_in: 8,
      checked_in_at: hoursFromNow(-inHoursAgo),
    });
    expect(back.statusCode, back.body).toBe(200);
    return back.json() as {
      charges: { kind: string; amount: string; bill_to: string; description: string }[];
      totals: Record<string, unknown>;
      agreement_document: { file_url: string };
    };
  }

  /** A shop, its administrator, one loaner (with a reading of 10,000 mi) and one customer. */
  async function setup(): Promise<{
    shop: TestShop;
    admin: TestUser;
    vin: string;
    plate: string;
    customer: { id: number };
  }> {
    const shop = await t.createShop();
    const admin = await t.createUser({ shops: [shop], role: 'administrator' });
    const vehicle = await vehiclesOf.createVehicle(admin, { vehicle_types: ['loaner'] });
    const reading = await t.request(admin, 'POST', '/api/vehicles/mileage-logs/', {
      vehicle: vehicle.vin,
      mileage: 10_000,
    });
    expect(reading.statusCode, reading.body).toBe(201);
    const customer = await createCustomer(admin);
    return { shop, admin, vin: vehicle.vin, plate: String(vehicle.license_plate), customer };
  }

  return { ...vehiclesOf, createCustomer, agreementBody, reserve, lend, setup };
}
