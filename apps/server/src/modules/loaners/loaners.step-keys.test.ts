import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_KEY_REUSED } from '@fleetdesk/contract/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp, type TestUser } from '../../../test/helpers';
import { PNG } from '../documents/documents.test-fixtures';
import { loanerFixtures } from './loaners.test-fixtures';

/**
 * Issue 35: a check-out or check-in finished on a phone with no signal is sent again until the
 * phone hears back. Under one Idempotency-Key it is applied once: one mileage reading, one signed
 * PDF, one set of charges, whatever the number of sends (on PGlite and on PostgreSQL).
 */

let t: TestApp;
let f: ReturnType<typeof loanerFixtures>;
beforeAll(async () => {
  t = await setupTestApp();
  f = loanerFixtures(t);
});
afterAll(() => t.close());

const checkOutBody = {
  odometer_out: 10_000,
  fuel_out: 8,
  damage: [{ zone: 'rear_bumper', kind: 'scratch', note: 'Left corner' }],
  signature: `data:image/png;base64,${PNG.toString('base64')}`,
  signed_name: 'Dana Reyes',
};
const step = (user: TestUser, id: number, action: string, body: unknown, key: string) =>
  t.request(user, 'POST', `/api/loaners/agreements/${id}/${action}/`, body, {
    'idempotency-key': key,
  });

async function reserved() {
  const s = await f.setup();
  const agreement = await f.reserve(s.admin, s.vin, s.customer.id);
  return { ...s, id: agreement.id };
}

const results = async (user: TestUser, url: string) =>
  (await t.request(user, 'GET', url)).json().results as unknown[];

describe('a step sent again under its Idempotency-Key', () => {
  it('checks out once, however many times it is sent, and answers each send with the agreement', async () => {
    const s = await reserved();
    const readings = (await results(s.admin, `/api/vehicles/mileage-logs/?vehicle=${s.vin}`))
      .length;
    const key = randomUUID();
    const sends = [
      await step(s.admin, s.id, 'check_out', checkOutBody, key),
      // Two more at once, as a phone retrying on a flapping signal might.
      ...(await Promise.all([
        step(s.admin, s.id, 'check_out', checkOutBody, key),
        step(s.admin, s.id, 'check_out', checkOutBody, key),
      ])),
    ];
    for (const res of sends) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ id: s.id, status: 'out', odometer_out: 10_000 });
    }
    expect(new Set(sends.map((r) => r.json().agreement_document.id)).size).toBe(1);
    expect(await results(s.admin, `/api/vehicles/mileage-logs/?vehicle=${s.vin}`)).toHaveLength(
      readings + 1,
    );
    expect(await results(s.admin, `/api/vehicles/documents/?vehicle=${s.vin}`)).toHaveLength(1);
    const agreement = (await t.request(s.admin, 'GET', `/api/loaners/agreements/${s.id}/`)).json();
    expect(agreement.damage).toHaveLength(1);

    // Without the key, the same step again is refused as before: the agreement is out.
    const again = await t.request(
      s.admin,
      'POST',
      `/api/loaners/agreements/${s.id}/check_out/`,
      checkOutBody,
    );
    expect(again.statusCode).toBe(400);
  });

  it('checks in once: one set of charges', async () => {
    const s = await reserved();
    expect((await step(s.admin, s.id, 'check_out', checkOutBody, randomUUID())).statusCode).toBe(
      200,
    );
    const readings = (await results(s.admin, `/api/vehicles/mileage-logs/?vehicle=${s.vin}`))
      .length;
    const key = randomUUID();
    const checkIn = { odometer_in: 10_100, fuel_in: 4, damage: [] };
    const first = await step(s.admin, s.id, 'check_in', checkIn, key);
    const second = await step(s.admin, s.id, 'check_in', checkIn, key);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json()).toMatchObject({ status: 'returned', odometer_in: 10_100 });
    expect(second.json().charges).toEqual(first.json().charges);
    expect(first.json().charges.filter((c: { kind: string }) => c.kind === 'fuel')).toHaveLength(1);
    expect(await results(s.admin, `/api/vehicles/mileage-logs/?vehicle=${s.vin}`)).toHaveLength(
      readings + 1,
    );
  });

  it('refuses the key with another request, on this agreement or another, and changes nothing', async () => {
    const s = await reserved();
    const key = randomUUID();
    expect((await step(s.admin, s.id, 'check_out', checkOutBody, key)).statusCode).toBe(200);

    const otherBody = await step(s.admin, s.id, 'check_out', { ...checkOutBody, fuel_out: 6 }, key);
    expect(otherBody.statusCode).toBe(409);
    expect(otherBody.json()).toEqual({ detail: IDEMPOTENCY_KEY_REUSED });

    const other = await f.reserve(s.admin, s.vin, s.customer.id, {
      starts_at: new Date(Date.now() + 10 * 86_400_000).toISOString(),
      due_at: new Date(Date.now() + 12 * 86_400_000).toISOString(),
    });
    const onOther = await step(s.admin, other.id, 'check_out', checkOutBody, key);
    expect(onOther.statusCode).toBe(409);
    const untouched = await t.request(s.admin, 'GET', `/api/loaners/agreements/${other.id}/`);
    expect(untouched.json()).toMatchObject({ status: 'reserved', odometer_out: null });
    const reused = await step(s.admin, s.id, 'check_in', { odometer_in: 10_050, fuel_in: 8 }, key);
    expect(reused.statusCode).toBe(409);
    const agreement = (await t.request(s.admin, 'GET', `/api/loaners/agreements/${s.id}/`)).json();
    expect(agreement).toMatchObject({ status: 'out', fuel_out: 8, odometer_in: null });
  });

  it('keeps one shop’s keys from another’s: the same key in two shops applies in each', async () => {
    const a = await reserved();
    const b = await reserved();
    const key = randomUUID();
    expect((await step(a.admin, a.id, 'check_out', checkOutBody, key)).statusCode).toBe(200);
    const res = await step(b.admin, b.id, 'check_out', checkOutBody, key);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: b.id, status: 'out' });
  });
});
