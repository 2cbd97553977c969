import { expect } from 'vitest';
import type { TestApp } from '../helpers';
import type { Case, Holdings } from './matrix.cases';

/**
 * The financing routes in the authorization matrix (src/platform/authorization-matrix.test.ts). A write naming
 * another shop's vehicle or financing in its body is a 400 field error (financing tests), so the
 * POST cases have no `foreign`.
 */
export function financingCases(app: () => TestApp): Record<string, Case> {
  const loan = (vin: string) => ({
    financing_type: 'LOAN',
    monthly_payment: '300.00',
    start_date: '2024-01-05',
    end_date: '2027-01-05',
    lender_name: 'Matrix Bank',
    loan_amount: '9000.00',
    interest_rate: '4.5',
    vehicles: [vin],
  });
  /** A new financing on the shop's vehicle, made by its administrator. */
  async function financingOf(h: Holdings): Promise<number> {
    const res = await app().request(h.admin, 'POST', '/api/vehicles/financing/', loan(h.vin));
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id;
  }
  const payment = (financing: number) => ({
    financing,
    payment_date: '2024-03-01',
    amount_paid: '300.00',
  });
  /** A payment on that financing, recorded by the shop's administrator. */
  async function paymentOf(h: Holdings, financing: number): Promise<number> {
    const res = await app().request(
      h.admin,
      'POST',
      '/api/vehicles/financing-payments/',
      payment(financing),
    );
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id;
  }
  const byId = (suffix: string, extra: { body?: unknown; ok?: number } = {}): Case => ({
    call: async (h) => ({
      url: `/api/vehicles/financing/${await financingOf(h)}/${suffix}`,
      body: extra.body,
    }),
    foreign: async (_h, f) => ({
      url: `/api/vehicles/financing/${await financingOf(f)}/${suffix}`,
      body: extra.body,
    }),
    ok: extra.ok,
  });
  return {
    'GET /api/vehicles/financing/': {
      call: () => ({ url: '/api/vehicles/financing/' }),
      foreign: (_h, f) => ({ url: `/api/vehicles/financing/?vehicle=${f.vin}` }),
    },
    'POST /api/vehicles/financing/': {
      call: (h) => ({ url: '/api/vehicles/financing/', body: loan(h.vin) }),
      ok: 201,
    },
    'GET /api/vehicles/financing/:id/': byId(''),
    'PUT /api/vehicles/financing/:id/': {
      call: async (h) => ({
        url: `/api/vehicles/financing/${await financingOf(h)}/`,
        body: loan(h.vin),
      }),
      foreign: async (h, f) => ({
        url: `/api/vehicles/financing/${await financingOf(f)}/`,
        body: loan(h.vin),
      }),
    },
    'DELETE /api/vehicles/financing/:id/': byId('', { ok: 204 }),
    'GET /api/vehicles/financing/:id/payment_history/': byId('payment_history/'),
    'GET /api/vehicles/financing/:id/variance/': byId('variance/'),
    'GET /api/vehicles/financing-payments/': {
      call: () => ({ url: '/api/vehicles/financing-payments/' }),
      foreign: async (_h, f) => ({
        url: `/api/vehicles/financing-payments/?financing=${await financingOf(f)}`,
      }),
    },
    'POST /api/vehicles/financing-payments/': {
      call: async (h) => ({
        url: '/api/vehicles/financing-payments/',
        body: payment(await financingOf(h)),
      }),
      ok: 201,
    },
    'PUT /api/vehicles/financing-payments/:id/': {
      call: async (h) => {
        const financing = await financingOf(h);
        return {
          url: `/api/vehicles/financing-payments/${await paymentOf(h, financing)}/`,
          body: payment(financing),
        };
      },
      foreign: async (_h, f) => {
        const financing = await financingOf(f);
        return {
          url: `/api/vehicles/financing-payments/${await paymentOf(f, financing)}/`,
          body: payment(financing),
        };
      },
    },
    'DELETE /api/vehicles/financing-payments/:id/': {
      call: async (h) => ({
        url: `/api/vehicles/financing-payments/${await paymentOf(h, await financingOf(h))}/`,
      }),
      foreign: async (_h, f) => ({
        url: `/api/vehicles/financing-payments/${await paymentOf(f, await financingOf(f))}/`,
      }),
      ok: 204,
    },
    'GET /api/vehicles/financing/dashboard/': {
      call: () => ({ url: '/api/vehicles/financing/dashboard/' }),
    },
    'GET /api/vehicles/financing/analytics/': {
      call: () => ({ url: '/api/vehicles/financing/analytics/' }),
    },
  };
}
