import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp, type TestUser } from '../../../test/helpers';
import { PNG } from '../documents/documents.test-fixtures';
import { readPdf } from './loaners.pdf-reading.test-fixtures';
import { hoursFromNow, loanerFixtures } from './loaners.test-fixtures';

let t: TestApp;
let f: ReturnType<typeof loanerFixtures>;
beforeAll(async () => {
  t = await setupTestApp();
  f = loanerFixtures(t);
});
afterAll(() => t.close());

const charge = (user: TestUser, id: number, body: Record<string, unknown>) =>
  t.request(user, 'POST', `/api/loaners/agreements/${id}/charges/`, {
    kind: 'cleaning',
    description: 'Pet hair',
    amount: '40',
    bill_to: 'customer',
    ...body,
  });

/** A returned agreement: 2 days out, both covered by the insurer at $35.00, 3 eighths short. */
async function returned() {
  const s = await f.setup();
  const a = await f.reserve(s.admin, s.vin, s.customer.id, {
    starts_at: hoursFromNow(-50),
    due_at: hoursFromNow(5),
    insurer_daily_rate: '35.00',
    insurer_max_days: 5,
  });
  const out = await t.request(s.admin, 'POST', `/api/loaners/agreements/${a.id}/check_out/`, {
    odometer_out: 10_000,
    fuel_out: 8,
    signature: `data:image/png;base64,${PNG.toString('base64')}`,
    signed_name: 'Dana Reyes',
    checked_out_at: hoursFromNow(-48),
  });
  expect(out.statusCode, out.body).toBe(200);
  const back = await t.request(s.admin, 'POST', `/api/loaners/agreements/${a.id}/check_in/`, {
    odometer_in: 10_100,
    fuel_in: 5,
    checked_in_at: hoursFromNow(-1),
  });
  expect(back.statusCode, back.body).toBe(200);
  return { ...s, id: a.id, number: a.number };
}

describe('charges', () => {
  it('adds manual charges for each payer; the customer’s count in their balance', async () => {
    const s = await returned();
    const cleaning = await charge(s.admin, s.id, {});
    expect(cleaning.statusCode, cleaning.body).toBe(201);
    expect(cleaning.json()).toMatchObject({
      kind: 'cleaning',
      amount: '40.00',
      bill_to: 'customer',
      reference: '',
    });
    expect(
      (
        await charge(s.admin, s.id, {
          kind: 'damage',
          description: 'Bumper',
          amount: '250.10',
          bill_to: 'insurer',
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (
        await charge(s.admin, s.id, {
          kind: 'other',
          description: 'Goodwill wash',
          amount: '15',
          bill_to: 'shop',
        })
      ).statusCode,
    ).toBe(201);
    const detail = (await t.request(s.admin, 'GET', `/api/loaners/agreements/${s.id}/`)).json();
    // Fuel 3 × $10.00 plus the cleaning. The insurer's amount holds its 2 covered days and the
    // bumper billed to it, as the statement's insurer share does (one rule for both).
    expect(detail.totals).toMatchObject({
      days: 2,
      covered_days: 2,
      insurer_amount: '320.10',
      customer_amount: '70.00',
      insurer_balance: '320.10',
      customer_balance: '70.00',
    });
    const customer = (
      await t.request(s.admin, 'GET', `/api/loaners/customers/${s.customer.id}/`)
    ).json();
    expect(customer.balance_due).toBe('70.00');
    // A second agreement's charges add to the balance.
    const later = await f.reserve(s.admin, s.vin, s.customer.id, {
      starts_at: hoursFromNow(100),
      due_at: hoursFromNow(110),
    });
    await charge(s.admin, later.id, { amount: '0.05' });
    const again = (
      await t.request(s.admin, 'GET', `/api/loaners/customers/${s.customer.id}/`)
    ).json();
    expect(again.balance_due).toBe('70.05');
  });

  it('refuses a computed kind, a bad amount and an unknown payer', async () => {
    const s = await returned();
    const res = await charge(s.admin, s.id, { kind: 'fuel', amount: 'ten', bill_to: 'nobody' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      kind: ['Select a valid kind.'],
      amount: [expect.any(String)],
      bill_to: ['Select who pays.'],
    });
  });

  it('deletes manual charges only', async () => {
    const s = await returned();
    const manual = (await charge(s.admin, s.id, {})).json();
    const fuel = (await t.request(s.admin, 'GET', `/api/loaners/agreements/${s.id}/`))
      .json()
      .charges.find((c: { kind: string }) => c.kind === 'fuel');
    const refused = await t.request(s.admin, 'DELETE', `/api/loaners/charges/${fuel.id}/`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ detail: 'Only manual charges can be deleted.' });
    expect(
      (await t.request(s.admin, 'DELETE', `/api/loaners/charges/${manual.id}/`)).statusCode,
    ).toBe(204);
    const charges = (await t.request(s.admin, 'GET', `/api/loaners/agreements/${s.id}/`)).json()
      .charges;
    expect(charges.map((c: { kind: string }) => c.kind)).toEqual(['fuel']);
    expect(
      (await t.request(s.admin, 'DELETE', `/api/loaners/charges/${manual.id}/`)).statusCode,
    ).toBe(404);
  });
});

describe('check-in charges beyond what a charge holds', () => {
  it('are refused with a 400, and the agreement stays out', async () => {
    const s = await f.setup();
    const a = await f.reserve(s.admin, s.vin, s.customer.id, {
      starts_at: hoursFromNow(-50),
      due_at: hoursFromNow(5),
      daily_rate: '9999999999.99',
      insurer_max_days: null,
    });
    const out = await t.request(s.admin, 'POST', `/api/loaners/agreements/${a.id}/check_out/`, {
      odometer_out: 10_000,
      fuel_out: 8,
      signature: `data:image/png;base64,${PNG.toString('base64')}`,
      signed_name: 'Dana Reyes',
      checked_out_at: hoursFromNow(-48),
    });
    expect(out.statusCode, out.body).toBe(200);
    const back = await t.request(s.admin, 'POST', `/api/loaners/agreements/${a.id}/check_in/`, {
      odometer_in: 10_100,
      fuel_in: 8,
    });
    expect(back.statusCode).toBe(400);
    expect(back.json()).toEqual({
      detail: 'These charges are larger than a charge can hold; check the rates.',
    });
    const detail = await t.request(s.admin, 'GET', `/api/loaners/agreements/${a.id}/`);
    expect(detail.json()).toMatchObject({ status: 'out', charges: [] });
  });
});

describe('GET /api/loaners/agreements/{id}/statement/', () => {
  it('is a PDF with the number, every charge and each payer’s share', async () => {
    const s = await returned();
    await charge(s.admin, s.id, {
      kind: 'damage',
      description: 'Bumper',
      amount: '250.10',
      bill_to: 'insurer',
    });
    const res = await t.request(s.admin, 'GET', `/api/loaners/agreements/${s.id}/statement/`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const pdf = await readPdf(res.rawPayload);
    expect(pdf.text).toContain(`Statement ${s.number}`);
    expect(pdf.text).toContain('2 days = $70.00');
    expect(pdf.text).toContain('Bumper');
    expect(pdf.text).toContain('$250.10');
    // Insurer: 2 covered days ($70.00) and the bumper; customer: the fuel.
    expect(pdf.text).toMatch(/Insurer's share\n\$320\.10/);
    expect(pdf.text).toMatch(/Customer's share\n\$30\.00/);
    expect(pdf.text).toContain('No payments.');
  });
});
