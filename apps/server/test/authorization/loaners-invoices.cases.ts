import { expect } from 'vitest';
import { PNG } from '../../src/modules/documents/documents.test-fixtures';
import type { TestApp } from '../helpers';
import type { Case, Holdings } from './matrix.cases';

/**
 * The invoices and receivables routes in the authorization matrix: each call that needs an
 * invoice bills a fresh returned agreement of an insurer of the holder's directory, lent in a
 * period of its own (far from the periods of loaners.cases.ts).
 */

let slot = 0;

export function loanerInvoicesCases(app: () => TestApp): Record<string, Case> {
  const customers = new Map<number, number>();
  const request = (h: Holdings, method: string, url: string, body?: unknown) =>
    app().request(h.admin, method, url, body);
  const ok = async (res: Awaited<ReturnType<typeof request>>, status = 200) => {
    expect(res.statusCode, res.body).toBe(status);
    return res.json();
  };

  async function customerOf(h: Holdings): Promise<number> {
    const known = customers.get(h.shop.id);
    if (known) return known;
    const created = await ok(
      await request(h, 'POST', '/api/loaners/customers/', {
        first_name: 'Invoice',
        last_name: `Borrower ${h.shop.id}`,
      }),
      201,
    );
    customers.set(h.shop.id, created.id);
    return created.id;
  }

  async function insurerOf(h: Holdings): Promise<number> {
    slot += 1;
    const res = await request(h, 'POST', '/api/loaners/insurers/', {
      name: `Invoice Insurer ${slot}`,
      daily_rate_cap: '30.00',
      billing_email: 'billing@insurer.test',
    });
    return (await ok(res, 201)).id;
  }

  const odometer = async (h: Holdings) =>
    ((await ok(await request(h, 'GET', `/api/vehicles/vehicles/${h.vin}/`))).current_mileage ?? 0) +
    10;

  /** A returned agreement of a fresh insurer of the holder. */
  async function returnedOf(h: Holdings) {
    const insurer = await insurerOf(h);
    slot += 1;
    const start = Date.now() + (20_000 + slot * 10) * 3_600_000;
    const a = await ok(
      await request(h, 'POST', '/api/loaners/agreements/', {
        vehicle: h.vin,
        customer: await customerOf(h),
        repair_order_number: `RO-I${slot}`,
        insurer,
        insurer_max_days: 1,
        starts_at: new Date(start).toISOString(),
        due_at: new Date(start + 5 * 3_600_000).toISOString(),
      }),
      201,
    );
    await ok(
      await request(h, 'POST', `/api/loaners/agreements/${a.id}/check_out/`, {
        odometer_out: await odometer(h),
        fuel_out: 8,
        signature: `data:image/png;base64,${PNG.toString('base64')}`,
        signed_name: 'Invoice Borrower',
      }),
    );
    await ok(
      await request(h, 'POST', `/api/loaners/agreements/${a.id}/check_in/`, {
        odometer_in: await odometer(h),
        fuel_in: 8,
      }),
    );
    return { insurer, agreement: a.id as number };
  }

  async function invoiceOf(h: Holdings): Promise<number> {
    const { insurer, agreement } = await returnedOf(h);
    const res = await request(h, 'POST', '/api/loaners/invoices/', {
      insurer,
      agreements: [agreement],
    });
    return (await ok(res, 201)).id;
  }

  const invoiceCase = (suffix: string, body?: unknown): Case => ({
    call: async (h) => ({ url: `/api/loaners/invoices/${await invoiceOf(h)}/${suffix}`, body }),
    foreign: async (_h, f) => ({
      url: `/api/loaners/invoices/${await invoiceOf(f)}/${suffix}`,
      body,
    }),
  });

  return {
    'GET /api/loaners/invoices/': { call: () => ({ url: '/api/loaners/invoices/?status=open' }) },
    'POST /api/loaners/invoices/': {
      call: async (h) => {
        const { insurer, agreement } = await returnedOf(h);
        return { url: '/api/loaners/invoices/', body: { insurer, agreements: [agreement] } };
      },
      ok: 201,
    },
    'GET /api/loaners/invoices/:id/': invoiceCase(''),
    'GET /api/loaners/invoices/:id/pdf/': invoiceCase('pdf/'),
    'POST /api/loaners/invoices/:id/send/': invoiceCase('send/'),
    'POST /api/loaners/invoices/:id/void/': invoiceCase('void/', { reason: 'Matrix' }),
    'GET /api/loaners/receivables/': { call: () => ({ url: '/api/loaners/receivables/' }) },
  };
}
