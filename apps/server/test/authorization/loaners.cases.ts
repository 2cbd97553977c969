import { expect } from 'vitest';
import { PDF, PNG, postMultipart } from '../../src/modules/documents/documents.test-fixtures';
import { mailOutbox } from '../../src/modules/mail/mail.tables';
import { vehicleBody } from '../../src/modules/vehicles/vehicles.test-fixtures';
import type { TestApp } from '../helpers';
import type { Case, Holdings } from './matrix.cases';

/**
 * The loaners routes in the authorization matrix (src/platform/authorization-matrix.test.ts). Each
 * shop's loaner is its holdings' vehicle (a loaner); its customer is made once, and each call that
 * needs an agreement reserves a fresh one in a period of its own.
 */
/**
 * A 1×1 GIF of ASCII bytes only: the OpenAPI run's proxy (Prism) passes a multipart body on as
 * text, which keeps these bytes whole and would garble a PNG's.
 */
const PHOTO = {
  filename: 'hood.gif',
  data: Buffer.from('R0lGODlhAQABAAAAACwAAAAAAQABAAACAkQBADs=', 'base64'),
  contentType: 'image/gif',
};

/** Periods handed out so far in this run (every call's reservation gets its own). */
let slot = 0;

export function loanersCases(app: () => TestApp): Record<string, Case> {
  const customers = new Map<number, number>();

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

  /** The loaner's latest reading: a check-out or check-in reads at least that. */
  async function odometer(h: Holdings): Promise<number> {
    const res = await app().request(h.admin, 'GET', `/api/vehicles/vehicles/${h.vin}/`);
    return (res.json().current_mileage ?? 0) + 10;
  }
  const checkOutBody = async (h: Holdings) => ({
    odometer_out: await odometer(h),
    fuel_out: 8,
    signature: `data:image/png;base64,${PNG.toString('base64')}`,
    signed_name: 'Matrix Borrower',
  });
  const checkInBody = async (h: Holdings) => ({ odometer_in: await odometer(h), fuel_in: 7 });

  const spares = new Map<number, string>();
  /** A second loaner of the holder's shop, to change an agreement's loaner to. */
  async function spareOf(h: Holdings): Promise<string> {
    const known = spares.get(h.shop.id);
    if (known) return known;
    const res = await app().request(h.admin, 'POST', '/api/vehicles/vehicles/', vehicleBody());
    expect(res.statusCode, res.body).toBe(201);
    spares.set(h.shop.id, res.json().vin);
    return res.json().vin;
  }
  /** Each call swaps an agreement of its own period onto the spare, read past both cars' latest. */
  const swapBody = async (h: Holdings) => {
    const spare = await spareOf(h);
    const res = await app().request(h.admin, 'GET', `/api/vehicles/vehicles/${spare}/`);
    return {
      vehicle: spare,
      odometer_in: await odometer(h),
      fuel_in: 6,
      odometer_out: (res.json().current_mileage ?? 0) + 10,
      fuel_out: 8,
    };
  };

  /** A fresh agreement checked out by the holder's administrator. */
  async function outAgreementOf(h: Holdings): Promise<number> {
    const id = await agreementOf(h);
    const res = await app().request(
      h.admin,
      'POST',
      `/api/loaners/agreements/${id}/check_out/`,
      await checkOutBody(h),
    );
    expect(res.statusCode, res.body).toBe(200);
    return id;
  }

  const chargeBody = {
    kind: 'cleaning',
    description: 'Matrix',
    amount: '12.00',
    bill_to: 'customer',
  };
  /** A manual charge on a fresh agreement of the holder, added by its administrator. */
  async function chargeOf(h: Holdings): Promise<number> {
    const res = await app().request(
      h.admin,
      'POST',
      `/api/loaners/agreements/${await agreementOf(h)}/charges/`,
      chargeBody,
    );
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id;
  }

  /** An insurer of the holder's directory, added by its administrator. */
  async function insurerOf(h: Holdings): Promise<number> {
    slot += 1;
    const res = await app().request(h.admin, 'POST', '/api/loaners/insurers/', {
      name: `Matrix Insurer ${slot}`,
      daily_rate_cap: '30.00',
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id;
  }

  /** An agreement out with 12.00 owed by its customer: a payment of 1.00 fits its balance. */
  async function owingAgreementOf(h: Holdings): Promise<number> {
    const id = await outAgreementOf(h);
    const res = await app().request(
      h.admin,
      'POST',
      `/api/loaners/agreements/${id}/charges/`,
      chargeBody,
    );
    expect(res.statusCode, res.body).toBe(201);
    return id;
  }
  const paymentBody = {
    payer: 'customer',
    amount: '1.00',
    method: 'cash',
    received_on: '2026-12-01',
  };
  /** A payment of 1.00 on a fresh owing agreement of the holder. */
  async function paymentOf(h: Holdings): Promise<number> {
    const res = await app().request(
      h.admin,
      'POST',
      `/api/loaners/agreements/${await owingAgreementOf(h)}/payments/`,
      paymentBody,
    );
    expect(res.statusCode, res.body).toBe(201);
    return res.json().payments[0].id;
  }

  /** An agreement whose customer paid 12.00 and then owed nothing (the charge went): 12.00 credit. */
  async function overpaidAgreementOf(h: Holdings): Promise<number> {
    const id = await owingAgreementOf(h);
    const paid = await app().request(h.admin, 'POST', `/api/loaners/agreements/${id}/payments/`, {
      ...paymentBody,
      amount: chargeBody.amount,
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const charge = paid.json().charges[0].id;
    expect(
      (await app().request(h.admin, 'DELETE', `/api/loaners/charges/${charge}/`)).statusCode,
    ).toBe(204);
    return id;
  }

  type Extra = {
    body?: (h: Holdings) => unknown;
    ok?: number;
    of?: (h: Holdings) => Promise<number>;
  };
  /** A call on a fresh agreement of the holder (`of`), its body made for the caller's shop. */
  const agreementCase = (suffix: string, extra: Extra = {}): Case => {
    const of = extra.of ?? agreementOf;
    return {
      call: async (h) => ({
        url: `/api/loaners/agreements/${await of(h)}/${suffix}`,
        body: await extra.body?.(h),
      }),
      foreign: async (h, f) => ({
        url: `/api/loaners/agreements/${await of(f)}/${suffix}`,
        body: await extra.body?.(h),
      }),
      ok: extra.ok,
    };
  };
  const customerCase = (body?: unknown): Case => ({
    call: async (h) => ({ url: `/api/loaners/customers/${await customerOf(h)}/`, body }),
    foreign: async (_h, f) => ({ url: `/api/loaners/customers/${await customerOf(f)}/`, body }),
  });

  return {
    // The public copy link's call is in loanerCopyCall (the OpenAPI run sends it).
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
    'POST /api/loaners/customers/:id/upload_document/': {
      call: async (h) => ({
        url: `/api/loaners/customers/${await customerOf(h)}/upload_document/`,
        multipart: { document_type: 'licence' },
      }),
      foreign: async (_h, f) => ({
        url: `/api/loaners/customers/${await customerOf(f)}/upload_document/`,
        multipart: { document_type: 'licence' },
      }),
      ok: 201,
    },
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
    'PATCH /api/loaners/agreements/:id/': agreementCase('', { body: () => ({ notes: 'Matrix' }) }),
    'POST /api/loaners/agreements/:id/check_out/': agreementCase('check_out/', {
      body: checkOutBody,
    }),
    'POST /api/loaners/agreements/:id/check_in/': agreementCase('check_in/', {
      body: checkInBody,
      of: outAgreementOf,
    }),
    'POST /api/loaners/agreements/:id/swap/': agreementCase('swap/', {
      body: swapBody,
      of: outAgreementOf,
    }),
    'POST /api/loaners/agreements/:id/cancel/': agreementCase('cancel/'),
    'POST /api/loaners/agreements/:id/send_signed_copy/': agreementCase('send_signed_copy/', {
      of: outAgreementOf,
    }),
    'POST /api/loaners/agreements/:id/signing_link/': agreementCase('signing_link/'),
    'POST /api/loaners/agreements/:id/damage_photo/': {
      call: async (h) => ({
        url: `/api/loaners/agreements/${await agreementOf(h)}/damage_photo/`,
        multipart: { stage: 'out', zone: 'hood' },
        file: PHOTO,
      }),
      foreign: async (_h, f) => ({
        url: `/api/loaners/agreements/${await agreementOf(f)}/damage_photo/`,
        multipart: { stage: 'out', zone: 'hood' },
        file: PHOTO,
      }),
      ok: 201,
    },
    'POST /api/loaners/agreements/:id/charges/': agreementCase('charges/', {
      body: () => chargeBody,
      ok: 201,
    }),
    'DELETE /api/loaners/charges/:id/': {
      call: async (h) => ({ url: `/api/loaners/charges/${await chargeOf(h)}/` }),
      foreign: async (_h, f) => ({ url: `/api/loaners/charges/${await chargeOf(f)}/` }),
      ok: 204,
    },
    'GET /api/loaners/agreements/:id/statement/': agreementCase('statement/', {
      of: outAgreementOf,
    }),
    'GET /api/loaners/insurers/': { call: () => ({ url: '/api/loaners/insurers/?search=matrix' }) },
    'POST /api/loaners/insurers/': {
      call: () => {
        slot += 1;
        return { url: '/api/loaners/insurers/', body: { name: `Matrix Added ${slot}` } };
      },
      ok: 201,
    },
    'GET /api/loaners/insurers/:id/': {
      call: async (h) => ({ url: `/api/loaners/insurers/${await insurerOf(h)}/` }),
      foreign: async (_h, f) => ({ url: `/api/loaners/insurers/${await insurerOf(f)}/` }),
    },
    'PATCH /api/loaners/insurers/:id/': {
      call: async (h) => ({
        url: `/api/loaners/insurers/${await insurerOf(h)}/`,
        body: { payment_terms_days: 45 },
      }),
      foreign: async (_h, f) => ({
        url: `/api/loaners/insurers/${await insurerOf(f)}/`,
        body: { payment_terms_days: 45 },
      }),
    },
    'POST /api/loaners/agreements/:id/authorizations/': agreementCase('authorizations/', {
      body: () => ({ days: 2, daily_rate: '30.00', authorized_on: '2026-12-01' }),
      ok: 201,
    }),
    'POST /api/loaners/agreements/:id/payments/': agreementCase('payments/', {
      body: () => paymentBody,
      of: owingAgreementOf,
      ok: 201,
    }),
    'POST /api/loaners/agreements/:id/refunds/': agreementCase('refunds/', {
      body: () => ({
        payer: 'customer',
        amount: '1.00',
        method: 'cash',
        refunded_on: '2026-12-02',
      }),
      of: overpaidAgreementOf,
      ok: 201,
    }),
    'DELETE /api/loaners/payments/:id/': {
      call: async (h) => ({ url: `/api/loaners/payments/${await paymentOf(h)}/` }),
      foreign: async (_h, f) => ({ url: `/api/loaners/payments/${await paymentOf(f)}/` }),
      ok: 204,
    },
    'GET /api/loaners/settings/': { call: () => ({ url: '/api/loaners/settings/' }) },
    'PATCH /api/loaners/settings/': {
      call: () => ({ url: '/api/loaners/settings/', body: { daily_rate: '49.00' } }),
    },
  };
}

/**
 * The borrower's copy link of a freshly checked-out agreement of the holder's loaner, as the
 * check-out e-mail carries it (the public route of the OpenAPI run).
 */
export function loanerCopyCall(app: () => TestApp) {
  const cases = loanersCases(app);
  return async (h: Holdings) => {
    const call = await cases['POST /api/loaners/agreements/:id/check_out/']!.call(h);
    const res = await app().request(h.admin, 'POST', call.url, call.body);
    expect(res.statusCode, res.body).toBe(200);
    const mails = await app().inShop(h.shop, (db) => db.select().from(mailOutbox));
    const link = /\/api\/loaners\/agreements\/\d+\/copy\/\?exp=\d+&sig=[\w.-]+/.exec(
      mails.at(-1)!.textBody,
    );
    return { url: link![0] };
  };
}

/**
 * The customer's signing page of a fresh reservation of the holder's loaner, as the e-mail
 * carries its token (the public routes of the OpenAPI run): read it, or sign it.
 */
export function loanerSigningCall(app: () => TestApp, method: 'GET' | 'POST') {
  const cases = loanersCases(app);
  return async (h: Holdings) => {
    const call = await cases['POST /api/loaners/agreements/:id/signing_link/']!.call(h);
    const res = await app().request(h.admin, 'POST', call.url);
    expect(res.statusCode, res.body).toBe(200);
    const mails = await app().inShop(h.shop, (db) => db.select().from(mailOutbox));
    const token = /\/sign\/([\w.-]+)/.exec(mails.at(-1)!.textBody)![1];
    const url = `/api/loaners/signing/${token}/`;
    if (method === 'GET') return { url };
    const signature = `data:image/png;base64,${PNG.toString('base64')}`;
    return { url, body: { signature, signed_name: 'Matrix Borrower' } };
  };
}

/** A signed link to a fresh licence scan of the holder's customer (the OpenAPI run's public call). */
export function customerDocumentCall(app: () => TestApp) {
  const cases = loanersCases(app);
  return async (h: Holdings) => {
    const call = await cases['POST /api/loaners/customers/:id/upload_document/']!.call(h);
    const res = await postMultipart(app(), h.admin, call.url, call.multipart!, {
      filename: 'licence.pdf',
      data: PDF,
    });
    expect(res.statusCode, res.body).toBe(201);
    return { url: res.json().file_url as string };
  };
}
