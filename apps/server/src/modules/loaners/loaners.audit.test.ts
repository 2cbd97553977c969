import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp } from '../../../test/helpers';
import { auditLog } from '../audit/audit.tables';
import { PNG, postMultipart } from '../documents/documents.fixtures';
import { loanerFixtures } from './loaners.test-fixtures';

let t: TestApp;
let f: ReturnType<typeof loanerFixtures>;
beforeAll(async () => {
  t = await setupTestApp();
  f = loanerFixtures(t);
});
afterAll(() => t.close());

describe('audit rows', () => {
  it('are written for every loaner change, with who made it', async () => {
    const s = await f.setup();
    const id = (await f.reserve(s.admin, s.vin, s.customer.id)).id;
    const calls: [string, string, unknown?][] = [
      ['PATCH', `/api/loaners/customers/${s.customer.id}/`, { phone: '555-0111' }],
      ['PATCH', '/api/loaners/settings/', { daily_rate: '50' }],
      ['PATCH', `/api/loaners/agreements/${id}/`, { notes: 'Child seat' }],
      [
        'POST',
        `/api/loaners/agreements/${id}/check_out/`,
        {
          odometer_out: 10_000,
          fuel_out: 8,
          signature: `data:image/png;base64,${PNG.toString('base64')}`,
          signed_name: 'Dana Reyes',
        },
      ],
      ['POST', `/api/loaners/agreements/${id}/check_in/`, { odometer_in: 10_050, fuel_in: 8 }],
      [
        'POST',
        `/api/loaners/agreements/${id}/charges/`,
        { kind: 'cleaning', description: 'Sand', amount: '20', bill_to: 'customer' },
      ],
    ];
    for (const [method, url, body] of calls) {
      const res = await t.request(s.admin, method as 'POST', url, body);
      expect(res.statusCode, `${method} ${url} ${res.body}`).toBeLessThan(300);
    }
    const upload = await postMultipart(
      t,
      s.admin,
      `/api/loaners/customers/${s.customer.id}/upload_document/`,
      { document_type: 'insurance_card' },
      { filename: 'card.png', data: PNG },
    );
    expect(upload.statusCode, upload.body).toBe(201);
    const chargeId = (await t.request(s.admin, 'GET', `/api/loaners/agreements/${id}/`))
      .json()
      .charges.at(-1).id;
    expect(
      (await t.request(s.admin, 'DELETE', `/api/loaners/charges/${chargeId}/`)).statusCode,
    ).toBe(204);
    const rows = await t.inShop(s.shop, (db) =>
      db
        .select({ entity: auditLog.entity, action: auditLog.action, userId: auditLog.userId })
        .from(auditLog)
        .where(and(eq(auditLog.shopId, s.shop.id), like(auditLog.entity, 'loan%')))
        .orderBy(auditLog.id),
    );
    expect(rows.map((r) => `${r.entity} ${r.action}`)).toEqual([
      'loaner_customer create',
      'loan_agreement create',
      'loaner_customer update',
      'loaner_settings update',
      'loan_agreement update',
      'loan_agreement update',
      'loan_agreement update',
      'loan_agreement_charge create',
      'loaner_customer_document upload',
      'loan_agreement_charge delete',
    ]);
    expect(new Set(rows.map((r) => r.userId))).toEqual(new Set([s.admin.id]));
  });
});

describe('navigation and the archived rule on the customer page', () => {
  it('shows Loaners with the board and customers to who may view loaners', async () => {
    const s = await f.setup();
    const items = (await t.request(s.admin, 'GET', '/api/base/navigation/')).json().results as {
      name: string;
      url: string;
      children: { name: string; url: string }[];
    }[];
    const loaners = items.find((i) => i.name === 'Loaners');
    expect(loaners?.url).toBe('/loaners');
    expect(loaners?.children.map((c) => [c.name, c.url])).toEqual([
      ['Board', '/loaners'],
      ['Customers', '/loaners/customers'],
    ]);
    const without = await t.createUser({
      shops: [s.shop],
      role: 'vehicle_viewer',
      withdrawals: ['canViewLoaners'],
    });
    const theirs = (await t.request(without, 'GET', '/api/base/navigation/')).json().results;
    expect(theirs.map((i: { name: string }) => i.name)).not.toContain('Loaners');
  });

  it("leaves an archived loaner's agreements off the customer page for who may not see it", async () => {
    const s = await f.setup();
    const a = await f.reserve(s.admin, s.vin, s.customer.id);
    await t.request(s.admin, 'POST', `/api/loaners/agreements/${a.id}/cancel/`);
    const archive = await t.request(s.admin, 'POST', `/api/vehicles/vehicles/${s.vin}/archive/`);
    expect(archive.statusCode, archive.body).toBe(200);
    const viewer = await t.createUser({ shops: [s.shop], role: 'vehicle_viewer' });
    const seen = await t.request(viewer, 'GET', `/api/loaners/customers/${s.customer.id}/`);
    expect(seen.json().agreements).toEqual([]);
    const admin = await t.request(s.admin, 'GET', `/api/loaners/customers/${s.customer.id}/`);
    expect(admin.json().agreements.map((x: { id: number }) => x.id)).toEqual([a.id]);
  });
});
