import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp } from '../../../test/helpers';
import { PNG } from '../documents/documents.test-fixtures';
import { mileageLogs } from '../mileage';
import { loanerFixtures } from './loaners.test-fixtures';

let t: TestApp;
let f: ReturnType<typeof loanerFixtures>;
beforeAll(async () => {
  t = await setupTestApp();
  f = loanerFixtures(t);
});
afterAll(() => t.close());

const SIGNATURE = `data:image/png;base64,${PNG.toString('base64')}`;

describe('an odometer far beyond the last reading', () => {
  it('is refused at check-out and check-in unless confirmed: 5,000 mi a day at most', async () => {
    // The loaner read 10,000 mi today: a day counts as one.
    const s = await f.setup();
    const { id } = await f.reserve(s.admin, s.vin, s.customer.id);
    const out = (body: Record<string, unknown>) =>
      t.request(s.admin, 'POST', `/api/loaners/agreements/${id}/check_out/`, {
        fuel_out: 8,
        signature: SIGNATURE,
        signed_name: 'Dana Reyes',
        ...body,
      });
    const far = await out({ odometer_out: 100_000 });
    expect(far.statusCode).toBe(400);
    expect(far.json()).toEqual({
      odometer_out: [
        'This reading (100,000 mi) is 90,000 mi more than the last reading (10,000 mi) a day ago. Check it; if it is right, confirm it.',
      ],
    });
    const detail = await t.request(s.admin, 'GET', `/api/loaners/agreements/${id}/`);
    expect(detail.json()).toMatchObject({ status: 'reserved', odometer_out: null });
    expect((await out({ odometer_out: 15_000 })).statusCode).toBe(200);

    const back = (body: Record<string, unknown>) =>
      t.request(s.admin, 'POST', `/api/loaners/agreements/${id}/check_in/`, {
        fuel_in: 8,
        ...body,
      });
    const slip = await back({ odometer_in: 20_001 });
    expect(slip.statusCode).toBe(400);
    expect(slip.json().odometer_in[0]).toContain('is 5,001 mi more than the last reading');
    const confirmed = await back({ odometer_in: 20_001, odometer_confirmed: true });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ status: 'returned', odometer_in: 20_001 });
  });

  it('allows 5,000 mi for each day since the last reading’s day', async () => {
    const s = await f.setup();
    const { id } = await f.reserve(s.admin, s.vin, s.customer.id);
    // The 10,000 mi reading was logged ten days ago.
    await t.inShop(s.shop, (db) =>
      db.update(mileageLogs).set({ dateRecorded: new Date(Date.now() - 10 * 86_400_000) }),
    );
    const out = (odometer_out: number) =>
      t.request(s.admin, 'POST', `/api/loaners/agreements/${id}/check_out/`, {
        odometer_out,
        fuel_out: 8,
        signature: SIGNATURE,
        signed_name: 'Dana Reyes',
      });
    const far = await out(60_001);
    expect(far.json().odometer_out[0]).toContain('(10,000 mi) 10 days ago');
    expect((await out(60_000)).statusCode).toBe(200);
  });
});
