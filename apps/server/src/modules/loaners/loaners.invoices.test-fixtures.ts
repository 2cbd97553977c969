import { expect } from 'vitest';
import type { TestApp, TestUser } from '../../../test/helpers';
import { PNG } from '../documents/documents.test-fixtures';
import { hoursFromNow, loanerFixtures } from './loaners.test-fixtures';

/**
 * Helpers of the invoice and receivables tests: a shop with one loaner lent back to back through
 * the API, insurers, invoices and payments.
 */
export function invoiceFixtures(t: TestApp) {
  const f = loanerFixtures(t);
  const HOUR = 3_600_000;
  const SIGNATURE = `data:image/png;base64,${PNG.toString('base64')}`;
  const post = (u: TestUser, path: string, b?: unknown) =>
    t.request(u, 'POST', `/api/loaners/${path}`, b);
  const get = (user: TestUser, path: string) => t.request(user, 'GET', `/api/loaners/${path}`);
  type Setup = Awaited<ReturnType<typeof f.setup>> & { odometer: number; slot: number };

  const shop = async (): Promise<Setup> => ({ ...(await f.setup()), odometer: 10_000, slot: 0 });

  async function addInsurer(s: Setup, body: Record<string, unknown> = {}) {
    const res = await post(s.admin, 'insurers/', {
      name: 'Acme Mutual',
      daily_rate_cap: '35.00',
      billing_email: 'claims@acme.test',
      billing_address: '1 Main St\nSpringfield',
      ...body,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number; name: string };
  }

  /**
   * A loan with the insurer covering 3 days at 35.00, out 4 days (the 4th billed to the customer at
   * 45.00): insurer 105.00, customer 45.00. Each loan of a shop runs in a period of its own.
   */
  async function lend(s: Setup, insurer: number | null, opts: { back?: boolean } = {}) {
    s.slot += 1;
    const out = new Date(Date.now() - (400 - s.slot * 5) * 24 * HOUR);
    const a = await f.reserve(s.admin, s.vin, s.customer.id, {
      insurer,
      insurer_name: insurer ? '' : 'Walk-in',
      insurer_daily_rate: '35.00',
      insurer_max_days: 3,
      starts_at: new Date(out.getTime() - HOUR).toISOString(),
      due_at: hoursFromNow(200),
    });
    const done = await post(s.admin, `agreements/${a.id}/check_out/`, {
      odometer_out: s.odometer,
      fuel_out: 8,
      signature: SIGNATURE,
      signed_name: 'Dana Reyes',
      checked_out_at: out.toISOString(),
    });
    expect(done.statusCode, done.body).toBe(200);
    if (opts.back === false) return a;
    s.odometer += 100;
    const back = await post(s.admin, `agreements/${a.id}/check_in/`, {
      odometer_in: s.odometer,
      fuel_in: 8,
      checked_in_at: new Date(out.getTime() + 4 * 24 * HOUR).toISOString(),
    });
    expect(back.statusCode, back.body).toBe(200);
    return a;
  }

  async function invoice(s: Setup, insurer: number, agreements: number[]) {
    const res = await post(s.admin, 'invoices/', { insurer, agreements });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  }

  const pay = async (s: Setup, agreement: number, amount: string, payer = 'insurer') => {
    const res = await post(s.admin, `agreements/${agreement}/payments/`, {
      payer,
      amount,
      method: 'check',
      received_on: '2026-12-01',
    });
    expect(res.statusCode, res.body).toBe(201);
  };

  return { f, post, get, shop, addInsurer, lend, invoice, pay };
}

export type InvoiceSetup = Awaited<ReturnType<ReturnType<typeof invoiceFixtures>['shop']>>;
