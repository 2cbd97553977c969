import { createHash } from 'node:crypto';
import { and, asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AuditEvent } from '@fleetdesk/contract/audit';
import { setupTestApp, type TestApp } from '../../../test/helpers';
import { auditLog } from '../audit/audit.tables';
import { documents } from '../documents';
import { PNG, postMultipart } from '../documents/documents.test-fixtures';
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

const SIGNATURE = `data:image/png;base64,${PNG.toString('base64')}`;

/** Every key of a JSON value, at any depth. */
const keysOf = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.flatMap(keysOf)
    : value !== null && typeof value === 'object'
      ? Object.entries(value).flatMap(([k, v]) => [k, ...keysOf(v)])
      : [];

describe('the audit images of the agreement lifecycle', () => {
  /** An agreement with a damage photo, checked out; its audit rows, oldest first. */
  async function checkedOut() {
    const s = await f.setup();
    const { id } = await f.reserve(s.admin, s.vin, s.customer.id);
    const url = `/api/loaners/agreements/${id}`;
    const photo = await postMultipart(
      t,
      s.admin,
      `${url}/damage_photo/`,
      { stage: 'out', zone: 'hood' },
      { filename: 'hood.png', data: PNG },
    );
    expect(photo.statusCode, photo.body).toBe(201);
    const out = await t.request(s.admin, 'POST', `${url}/check_out/`, {
      odometer_out: 10_000,
      fuel_out: 8,
      damage: [{ zone: 'hood', kind: 'dent', note: 'Hail' }],
      signature: SIGNATURE,
      signed_name: 'Dana Reyes',
    });
    expect(out.statusCode, out.body).toBe(200);
    const rows = () =>
      t.inShop(s.shop, (db) =>
        db
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.shopId, s.shop.id), like(auditLog.entity, 'loan_agreement%')))
          .orderBy(asc(auditLog.id)),
      );
    return { ...s, id, url, rows };
  }

  it('hold no signed links, and a check-in read across a second records no document change', async () => {
    const s = await checkedOut();
    // Every clock read a second later than the last: the check-in's before and after images are
    // read in different seconds, so links signed in them would differ.
    const realNow = Date.now.bind(Date);
    let tick = 0;
    const clock = vi.spyOn(Date, 'now').mockImplementation(() => realNow() + ++tick * 1000);
    try {
      const back = await t.request(s.admin, 'POST', `${s.url}/check_in/`, {
        odometer_in: 10_050,
        fuel_in: 8,
      });
      expect(back.statusCode, back.body).toBe(200);
    } finally {
      clock.mockRestore();
    }
    const rows = await s.rows();
    expect(rows.map((r) => `${r.entity} ${r.action}`)).toEqual([
      'loan_agreement create',
      'loan_agreement_damage create',
      'loan_agreement update',
      'loan_agreement update',
    ]);
    for (const row of rows)
      expect(keysOf([row.before, row.after]).filter((k) => k.endsWith('_url'))).toEqual([]);

    const res = await t.request(s.admin, 'GET', '/api/audit/events/?area=loaners&page_size=100');
    expect(res.statusCode, res.body).toBe(200);
    const events = res.json().results as AuditEvent[];
    const checkIn = events.find((e) => e.record.type === 'loan_agreement' && e.action === 'update');
    expect(checkIn?.changes.map((c) => c.field)).toContain('status');
    expect(checkIn?.changes.map((c) => c.field)).not.toContain('agreement_document');
    expect(JSON.stringify(events)).not.toMatch(/_url|\/api\/files\/|sig=/);
  });

  it("records the SHA-256 of the signed PDF in the check-out's row", async () => {
    const s = await checkedOut();
    const checkOut = (await s.rows()).at(-1)!;
    const after = checkOut.after as {
      agreement_sha256: string;
      agreement_document: { id: number };
    };
    const [doc] = await t.inShop(s.shop, (db) =>
      db.select().from(documents).where(eq(documents.id, after.agreement_document.id)),
    );
    const stored = Buffer.concat(await (await t.deps.storage.read(doc!.storageKey)).toArray());
    expect(stored.subarray(0, 5).toString()).toBe('%PDF-');
    expect(after.agreement_sha256).toBe(createHash('sha256').update(stored).digest('hex'));
  });
});

describe('navigation and the archived rule on the customer page', () => {
  it('shows Loaners with the board, customers, insurers, invoices, receivables and utilisation to who may view loaners', async () => {
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
      ['Insurers', '/loaners/insurers'],
      ['Invoices', '/loaners/invoices'],
      ['Receivables', '/loaners/receivables'],
      ['Utilisation', '/loaners/utilisation'],
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

  it("leaves an archived loaner's charges out of the balance for who may not see it", async () => {
    const s = await f.setup();
    const other = await f.createVehicle(s.admin, { vehicle_types: ['loaner'] });
    const charge = (id: number, amount: string) =>
      t.request(s.admin, 'POST', `/api/loaners/agreements/${id}/charges/`, {
        kind: 'cleaning',
        description: 'Sand',
        amount,
        bill_to: 'customer',
      });
    const archivedOne = await f.reserve(s.admin, s.vin, s.customer.id);
    expect((await charge(archivedOne.id, '20.00')).statusCode).toBe(201);
    await t.request(s.admin, 'POST', `/api/loaners/agreements/${archivedOne.id}/cancel/`);
    const live = await f.reserve(s.admin, other.vin, s.customer.id);
    expect((await charge(live.id, '15.00')).statusCode).toBe(201);
    const archive = await t.request(s.admin, 'POST', `/api/vehicles/vehicles/${s.vin}/archive/`);
    expect(archive.statusCode, archive.body).toBe(200);

    const balances = async (role: 'vehicle_viewer', grants: string[]) => {
      const who = await t.createUser({ shops: [s.shop], role, grants });
      const detail = await t.request(who, 'GET', `/api/loaners/customers/${s.customer.id}/`);
      const list = await t.request(who, 'GET', '/api/loaners/customers/');
      const listed = list.json().results.find((c: { id: number }) => c.id === s.customer.id);
      return [detail.json().balance_due, listed.balance_due];
    };
    expect(await balances('vehicle_viewer', [])).toEqual(['15.00', '15.00']);
    expect(await balances('vehicle_viewer', ['canViewArchived'])).toEqual(['35.00', '35.00']);
  });
});
