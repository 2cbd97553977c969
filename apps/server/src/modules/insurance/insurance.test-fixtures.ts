import { expect } from 'vitest';
import { setupTestApp, type TestApp, type TestShop, type TestUser } from '../../../test/helpers';
import { vehicleFixtures } from '../vehicles/vehicles.test-fixtures';
import { insurancePolicies } from './insurance.tables';

/** Shared by the insurance tests: a shop with vehicles, renewals through the API, direct policies. */
export function insuranceFixtures(t: TestApp) {
  const f = vehicleFixtures(t);

  async function fleet(count = 3, opts: { role?: 'administrator' } = {}) {
    const shop = await t.createShop();
    const admin = await t.createUser({ shops: [shop], role: opts.role ?? 'administrator' });
    const vehicles = [];
    for (let i = 0; i < count; i++) vehicles.push(await f.createVehicle(admin));
    return { shop, admin, vehicles };
  }

  const renewalBody = (vins: string[], overrides: Record<string, unknown> = {}) => ({
    policy_name: 'Fleet Auto 2026',
    insurance_company: 'Acme Mutual',
    policy_number: 'FA-2026',
    start_date: '2026-01-01',
    end_date: '2099-12-31',
    deductible: '500',
    coverage_type: 'Full Coverage',
    notes: '',
    vehicle_allocations: vins.map((vin) => ({
      vehicle_vin: vin,
      vehicle_premium: '1000.10',
      include_in_renewal: true,
    })),
    additional_costs: '0',
    additional_costs_notes: '',
    ...overrides,
  });

  const renew = (user: TestUser | null, body: unknown) =>
    t.request(user, 'POST', '/api/vehicles/master-policies/bulk_renewal/', body);

  async function renewOk(user: TestUser, vins: string[], overrides: Record<string, unknown> = {}) {
    const res = await renew(user, renewalBody(vins, overrides));
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number; total_premium: string };
  }

  /** An individual policy (no master), inserted directly. */
  async function individualPolicy(
    shop: TestShop,
    vehicleId: number,
    values: {
      endDate?: string | null;
      startDate?: string | null;
      premium?: string;
      company?: string;
      number?: string;
    } = {},
  ) {
    const [row] = await t.inShop(shop, (db) =>
      db
        .insert(insurancePolicies)
        .values({
          shopId: shop.id,
          vehicleId,
          insuranceCompany: values.company ?? 'Solo Insurance',
          policyNumber: values.number ?? 'IND-1',
          vehiclePremium: values.premium ?? '640.00',
          startDate: values.startDate ?? '2025-01-01',
          endDate: values.endDate === undefined ? '2025-12-31' : values.endDate,
        })
        .returning({ id: insurancePolicies.id }),
    );
    return row!.id;
  }

  return { ...f, fleet, renewalBody, renew, renewOk, individualPolicy };
}

/** A test app that counts the statements one piece of work sends (the bounded-work tests). */
export async function countingTestApp() {
  let log: string[] | null = null;
  const t = await setupTestApp({}, {}, { logger: { logQuery: (q) => void log?.push(q) } });
  async function counted<T>(work: () => Promise<T>): Promise<{ result: T; statements: number }> {
    log = [];
    try {
      const result = await work();
      return { result, statements: log.length };
    } finally {
      log = null;
    }
  }
  return { t, counted };
}
