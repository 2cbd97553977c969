import { expect } from 'vitest';
import type { TestApp } from '../helpers';
import type { Case, Holdings } from './matrix.cases';

/**
 * The loaners routes in the authorization matrix (src/platform/authorization-matrix.test.ts). Each
 * shop's loaner is its holdings' vehicle (a loaner); its customer is made once, and each call that
 * needs an agreement reserves a fresh one in a period of its own.
 */
export function loanersCases(app: () => TestApp): Record<string, Case> {
  const customers = new Map<number, number>();
  let slot = 0;

  async function customerOf(h: Holdings): Promise<number> {
    const known = customers.get(h.shop.id);
    if (known) return known;
    const res = await app().request(h.admin, 'POST', '/api/loaners/customers/', {
      first_name: 'Matrix',
      last_name: `Borrower ${h.shop.id}`,
      email: 'borrower@example.test',
    });
    expect(res.statusCode, res.body).toBe(201);
    customers.set(h.shop.id, res.json().id);
    return res.json().id;
  }

  /** A reservation body in a period no other call of the run uses. */
  async function reservation(h: Holdings) {
    slot += 1;
    const start = Date.now() + (1000 + slot * 10) * 3_600_000;
    return {
      vehicle: h.vin,
      customer: await customerOf(h),
      repair_order_number: `RO-M${slot}`,
      starts_at: new Date(start).toISOString(),
      due_at: new Date(start + 5 * 3_600_000).toISOString(),
    };
  }

  /** A fresh reserved agreement of the holder's loaner, made by its administrator. */
  async function agreementOf(h: Holdings): Promise<number> {
    const res = await app().request(
      h.admin,
      'POST',
      '/api/loaners/agreements/',
      await reservation(h),
    );
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id;
  }

  const agreementCase = (suffix: string, extra: { body?: unknown; ok?: number } = {}): Case => ({
    call: async (h) => ({
      url: `/api/loaners/agreements/${await agreementOf(h)}/${suffix}`,
      body: extra.body,
    }),
    foreign: async (_h, f) => ({
      url: `/api/loaners/agreements/${await agreementOf(f)}/${suffix}`,
      body: extra.body,
    }),
    ok: extra.ok,
  });
  const customerCase = (body?: unknown): Case => ({
    call: async (h) => ({ url: `/api/loaners/customers/${await customerOf(h)}/`, body }),
    foreign: async (_h, f) => ({ url: `/api/loaners/customers/${await customerOf(f)}/`, body }),
  });

  return {
    'GET /api/loaners/customers/': { call: () => ({ url: '/api/loaners/customers/' }) },
    'POST /api/loaners/customers/': {
      call: () => ({
        url: '/api/loaners/customers/',
        body: { first_name: 'Nia', last_name: 'Matrix' },
      }),
      ok: 201,
    },
    'GET /api/loaners/customers/:id/': customerCase(),
    'PATCH /api/loaners/customers/:id/': customerCase({ phone: '555-0199' }),
    'GET /api/loaners/agreements/': {
      call: () => ({ url: '/api/loaners/agreements/' }),
      foreign: (_h, f) => ({ url: `/api/loaners/agreements/?vehicle=${f.vin}` }),
    },
    'POST /api/loaners/agreements/': {
      call: async (h) => ({ url: '/api/loaners/agreements/', body: await reservation(h) }),
      foreign: async (h, f) => ({
        url: '/api/loaners/agreements/',
        body: { ...(await reservation(h)), vehicle: f.vin },
      }),
      ok: 201,
    },
    'GET /api/loaners/agreements/:id/': agreementCase(''),
    'PATCH /api/loaners/agreements/:id/': agreementCase('', { body: { notes: 'Matrix' } }),
  };
}
