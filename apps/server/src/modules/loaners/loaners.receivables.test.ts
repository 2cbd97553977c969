import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp } from '../../../test/helpers';
import { invoiceFixtures, type InvoiceSetup as Setup } from './loaners.invoices.test-fixtures';

/** The receivables, aged (docs/api.md "Loaner money: invoices and receivables"). */

let t: TestApp;
let x: ReturnType<typeof invoiceFixtures>;
beforeAll(async () => {
  t = await setupTestApp();
  x = invoiceFixtures(t);
});
afterAll(() => t.close());

describe('receivables', () => {
  /** Sets an agreement's check-in (and an invoice's issue) `days` before the shop's today. */
  const age = (s: Setup, table: 'agreement' | 'invoice', id: number, days: number) =>
    t.inShop(s.shop, (db) =>
      db.execute(
        table === 'agreement'
          ? sql`update loan_agreements set checked_in_at = (current_date - ${days}::int) + time '12:00' where id = ${id}`
          : sql`update loan_invoices set issued_on = current_date - ${days}::int where id = ${id}`,
      ),
    );

  it('age open balances at the bucket edges, for insurers (invoiced or not) and customers', async () => {
    const s = await x.shop();
    const acme = await x.addInsurer(s);
    const edges = [30, 31, 60, 61, 90, 91];
    const loans = [];
    for (const _ of edges) loans.push(await x.lend(s, acme.id));
    // Invoiced: the first four, aged from issue; the others from check-in.
    const invoices = [];
    for (const loan of loans.slice(0, 4)) invoices.push(await x.invoice(s, acme.id, [loan.id]));
    for (const [i, days] of edges.entries()) {
      if (i < 4) await age(s, 'invoice', invoices[i]!.id, days);
      await age(s, 'agreement', loans[i]!.id, days);
    }
    await x.pay(s, loans[1]!.id, '5.00');
    const res = await x.get(s.admin, 'receivables/');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      insurers: [
        {
          insurer: acme.id,
          name: 'Acme Mutual',
          open: '625.00',
          current: '105.00',
          d31_60: '205.00',
          d61_90: '210.00',
          d90_plus: '105.00',
        },
      ],
      customers: [
        {
          customer: s.customer.id,
          name: 'Dana Reyes',
          open: '270.00',
          current: '45.00',
          d31_60: '90.00',
          d61_90: '90.00',
          d90_plus: '45.00',
        },
      ],
      totals: {
        open: '895.00',
        current: '150.00',
        d31_60: '295.00',
        d61_90: '300.00',
        d90_plus: '150.00',
      },
    });
    const csv = await x.get(s.admin, 'receivables/?format=csv');
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(
      /attachment; filename="receivables-.*\.csv"/,
    );
    expect(csv.body.replace(/^\uFEFF/, '').split('\r\n')).toEqual([
      '"Owed by","Name","Open","0-30 days","31-60 days","61-90 days","Over 90 days"',
      '"Insurer","Acme Mutual","625.00","105.00","205.00","210.00","105.00"',
      '"Customer","Dana Reyes","270.00","45.00","90.00","90.00","45.00"',
      '"Total","","895.00","150.00","295.00","300.00","150.00"',
      '',
    ]);
    const xlsx = await x.get(s.admin, 'receivables/?format=xlsx');
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('neutralise formulas in the file, and leave out what is settled', async () => {
    const s = await x.shop();
    const evil = await x.addInsurer(s, { name: '=HYPERLINK("x")' });
    const a = await x.lend(s, evil.id);
    await x.pay(s, a.id, '45.00', 'customer');
    const csv = await x.get(s.admin, 'receivables/?format=csv');
    expect(csv.body).toContain(`"'=HYPERLINK(""x"")"`);
    expect(csv.body).not.toContain('"Customer"');
  });
});
