import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp, type TestUser } from '../../../test/helpers';
import { MAX_SIGNATURE_CHARS } from '@fleetdesk/contract/loaner-agreements';
import { SIGNATURE_TOO_LARGE } from '@fleetdesk/contract/loaners';
import { PNG, pngOf, postMultipart } from '../documents/documents.test-fixtures';
import { mailOutbox } from '../mail/mail.tables';
import { readPdf } from './loaners.pdf-reading.test-fixtures';
import { hoursFromNow, loanerFixtures } from './loaners.test-fixtures';

let t: TestApp;
let f: ReturnType<typeof loanerFixtures>;
beforeAll(async () => {
  t = await setupTestApp();
  f = loanerFixtures(t);
});
afterAll(() => t.close());

const SIGNATURE = `data:image/png;base64,${PNG.toString('base64')}`;
const HOUR = 3_600_000;

const checkOutBody = (overrides: Record<string, unknown> = {}) => ({
  odometer_out: 10_000,
  fuel_out: 8,
  damage: [{ zone: 'rear_bumper', kind: 'scratch', note: 'Left corner' }],
  signature: SIGNATURE,
  signed_name: 'Dana Reyes',
  ...overrides,
});
const act = (user: TestUser, id: number, action: string, body?: unknown) =>
  t.request(user, 'POST', `/api/loaners/agreements/${id}/${action}/`, body);

/** A file behind a link the API handed out (no token: the link is the credential). */
const fetchLink = (url: string) => t.app.inject({ method: 'GET', url });

/** An agreement that started 80 hours ago, checked out 73 hours ago at 10,000 mi and a full tank. */
async function outFor73Hours() {
  const s = await f.setup();
  const reserved = await f.reserve(s.admin, s.vin, s.customer.id, {
    starts_at: hoursFromNow(-80),
    due_at: hoursFromNow(10),
    insurer_daily_rate: '35.00',
    insurer_max_days: 2,
  });
  const checkedOutAt = new Date(Date.now() - 73 * HOUR);
  const out = await act(
    s.admin,
    reserved.id,
    'check_out',
    checkOutBody({ checked_out_at: checkedOutAt.toISOString() }),
  );
  expect(out.statusCode, out.body).toBe(200);
  return { ...s, id: reserved.id, number: reserved.number, checkedOutAt };
}

describe('check_out', () => {
  it('marks it out, logs the mileage, stores the signed PDF with the vehicle and mails the customer', async () => {
    const s = await f.setup();
    const reserved = await f.reserve(s.admin, s.vin, s.customer.id);
    const res = await act(
      s.admin,
      reserved.id,
      'check_out',
      checkOutBody({ odometer_out: 10_250, fuel_out: 6 }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const out = res.json();
    expect(out).toMatchObject({
      status: 'out',
      odometer_out: 10_250,
      fuel_out: 6,
      damage: [
        {
          stage: 'out',
          zone: 'rear_bumper',
          kind: 'scratch',
          note: 'Left corner',
          photo_url: null,
        },
      ],
      agreement_document: {
        id: expect.any(Number),
        file_url: expect.stringMatching(/^\/api\/files\/\d+\/\?exp=/),
      },
    });
    expect(Date.now() - Date.parse(out.checked_out_at)).toBeLessThan(60_000);

    const logs = await t.request(s.admin, 'GET', `/api/vehicles/mileage-logs/?vehicle=${s.vin}`);
    expect(logs.json().results[0]).toMatchObject({ mileage: 10_250, source: 'rental' });
    const documents = await t.request(s.admin, 'GET', `/api/vehicles/documents/?vehicle=${s.vin}`);
    expect(documents.json().results).toEqual([
      expect.objectContaining({
        id: out.agreement_document.id,
        title: `Loan agreement ${reserved.number}`,
        document_type: 'other',
        is_pdf: true,
      }),
    ]);

    const file = await fetchLink(out.agreement_document.file_url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const pdf = await readPdf(file.rawPayload);
    expect(pdf.text).toContain(`Loan agreement ${reserved.number}`);
    expect(pdf.text).toContain('10,250 mi');
    expect(pdf.text).toContain('6/8');
    expect(pdf.text).toContain('Rear bumper: Scratch (Left corner)');
    expect(pdf.text).toContain('Dana Reyes');
    expect(pdf.text).toContain('The borrower receives the vehicle');
    expect(pdf.images).toContainEqual({ width: 1, height: 1 });

    const [mail] = await t.inShop(s.shop, (db) =>
      db.select().from(mailOutbox).where(eq(mailOutbox.shopId, s.shop.id)),
    );
    expect(mail).toMatchObject({
      recipient: 'dana@example.test',
      subject: `Your loan agreement ${reserved.number}`,
    });
    const copy = /\/api\/loaners\/agreements\/\d+\/copy\/\?exp=\d+&sig=[\w.-]+/.exec(
      mail!.textBody,
    )![0];
    const borrowerCopy = await fetchLink(copy);
    expect(borrowerCopy.statusCode).toBe(200);
    expect(borrowerCopy.rawPayload.equals(file.rawPayload)).toBe(true);
    // The copy link opens only this agreement.
    const tampered = await fetchLink(
      copy.replace(`/agreements/${reserved.id}/`, `/agreements/${reserved.id + 1}/`),
    );
    expect(tampered.statusCode).toBe(403);
  });

  it('tells the loaner’s last reading and its day before check-out, and the new one after', async () => {
    const s = await f.setup();
    const reserved = await f.reserve(s.admin, s.vin, s.customer.id);
    const before = await t.request(s.admin, 'GET', `/api/loaners/agreements/${reserved.id}/`);
    const today = before.json().last_odometer?.recorded_on;
    expect(before.json().last_odometer).toEqual({ reading: 10_000, recorded_on: today });
    expect(today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const out = await act(
      s.admin,
      reserved.id,
      'check_out',
      checkOutBody({ odometer_out: 10_250 }),
    );
    expect(out.json().last_odometer).toEqual({ reading: 10_250, recorded_on: today });
  });

  it('mails nobody when the customer has no address', async () => {
    const s = await f.setup();
    const quiet = await f.createCustomer(s.admin, { email: '' });
    const reserved = await f.reserve(s.admin, s.vin, quiet.id);
    expect((await act(s.admin, reserved.id, 'check_out', checkOutBody())).statusCode).toBe(200);
    const mails = await t.inShop(s.shop, (db) =>
      db.select().from(mailOutbox).where(eq(mailOutbox.shopId, s.shop.id)),
    );
    expect(mails).toEqual([]);
  });

  it('refuses a low odometer, fuel outside 0–8, a time in the future or long before the start, and a second check-out', async () => {
    const s = await f.setup();
    const reserved = await f.reserve(s.admin, s.vin, s.customer.id);
    const refusals: [Record<string, unknown>, Record<string, string[]>][] = [
      [
        { odometer_out: 9_999 },
        {
          odometer_out: ['The odometer reading is below the vehicle’s latest reading (10,000 mi).'],
        },
      ],
      [{ fuel_out: 9 }, { fuel_out: ['Fuel must be between 0 and 8 eighths.'] }],
      [{ fuel_out: -1 }, { fuel_out: ['Fuel must be between 0 and 8 eighths.'] }],
      [{ checked_out_at: hoursFromNow(1) }, { checked_out_at: ['This time is in the future.'] }],
      [
        { checked_out_at: hoursFromNow(-24) },
        { checked_out_at: ['This time is more than a day before the agreement starts.'] },
      ],
      [{ signature: 'not a picture' }, { signature: ['The customer’s signature is required'] }],
      [
        { signature: 'data:image/png;base64,AAAAAAAA' },
        { signature: ['The customer’s signature is required'] },
      ],
      // One limit: the longest signature the contract takes fits the 1 MiB body (no 413).
      [
        { signature: `data:image/png;base64,${'A'.repeat(MAX_SIGNATURE_CHARS - 22)}` },
        { signature: ['The customer’s signature is required'] },
      ],
      [
        { signature: `data:image/png;base64,${'A'.repeat(MAX_SIGNATURE_CHARS - 21)}` },
        { signature: [SIGNATURE_TOO_LARGE] },
      ],
      // 23 KB on the wire, 190 million pixels: refused from its header, never decoded.
      [
        { signature: `data:image/png;base64,${pngOf(13_800, 13_800).toString('base64')}` },
        { signature: [SIGNATURE_TOO_LARGE] },
      ],
      // A signature's size, but pixel data that does not decode: refused when the PDF decodes it.
      [
        { signature: `data:image/png;base64,${pngOf(600, 180, true).toString('base64')}` },
        { signature: ['The customer’s signature is required'] },
      ],
    ];
    for (const [change, errors] of refusals) {
      const res = await act(s.admin, reserved.id, 'check_out', checkOutBody(change));
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json()).toEqual(errors);
    }
    const still = await t.request(s.admin, 'GET', `/api/loaners/agreements/${reserved.id}/`);
    expect(still.json()).toMatchObject({
      status: 'reserved',
      damage: [],
      agreement_document: null,
    });
    expect((await act(s.admin, reserved.id, 'check_out', checkOutBody())).statusCode).toBe(200);
    const again = await act(s.admin, reserved.id, 'check_out', checkOutBody());
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      detail: 'Only a reserved agreement can be checked out or cancelled.',
    });
  });
});

describe('check_in', () => {
  it('adds the day, mileage and fuel charges of the arithmetic and the insurer’s share', async () => {
    const s = await outFor73Hours();
    // 72 hours out: 3 days, 2 covered; 600 mi against 450 allowed; 3 eighths missing.
    const res = await act(s.admin, s.id, 'check_in', {
      odometer_in: 10_600,
      fuel_in: 5,
      checked_in_at: new Date(s.checkedOutAt.getTime() + 72 * HOUR).toISOString(),
      damage: [{ zone: 'hood', kind: 'dent', note: '' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const back = res.json();
    expect(back.status).toBe('returned');
    expect(
      back.charges.map((c: { kind: string; amount: string; bill_to: string }) => [
        c.kind,
        c.amount,
        c.bill_to,
      ]),
    ).toEqual([
      ['day', '45.00', 'customer'],
      ['mileage', '37.50', 'customer'],
      ['fuel', '30.00', 'customer'],
    ]);
    expect(back.totals).toMatchObject({
      days: 3,
      covered_days: 2,
      insurer_amount: '70.00',
      customer_amount: '112.50',
    });
    expect(back.damage.map((d: { stage: string; zone: string }) => `${d.stage} ${d.zone}`)).toEqual(
      ['out rear_bumper', 'in hood'],
    );
    const logs = await t.request(s.admin, 'GET', `/api/vehicles/mileage-logs/?vehicle=${s.vin}`);
    expect(logs.json().results[0]).toMatchObject({ mileage: 10_600, source: 'rental' });
    const customer = await t.request(s.admin, 'GET', `/api/loaners/customers/${s.customer.id}/`);
    expect(customer.json().balance_due).toBe('112.50');
  });

  it('counts an hour past three days (beyond the 59 minutes of grace) as four; within the allowance and coverage it adds only what is owed', async () => {
    const s = await outFor73Hours();
    const res = await act(s.admin, s.id, 'check_in', {
      odometer_in: 10_400,
      fuel_in: 8,
      checked_in_at: new Date(s.checkedOutAt.getTime() + 73 * HOUR).toISOString(),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(
      res.json().charges.map((c: { kind: string; amount: string }) => [c.kind, c.amount]),
    ).toEqual([['day', '90.00']]);
    expect(res.json().totals).toMatchObject({
      days: 4,
      covered_days: 2,
      insurer_amount: '70.00',
      customer_amount: '90.00',
    });
  });

  it('refuses an odometer below check-out, a check-in before the check-out, a reserved agreement, and changes nothing on a refusal', async () => {
    const s = await outFor73Hours();
    const low = await act(s.admin, s.id, 'check_in', { odometer_in: 9_000, fuel_in: 8 });
    expect(low.statusCode).toBe(400);
    expect(low.json()).toEqual({
      odometer_in: ['The odometer reading is below the reading at check-out (10,000 mi).'],
    });
    const fuel = await act(s.admin, s.id, 'check_in', { odometer_in: 10_100, fuel_in: 12 });
    expect(fuel.json()).toEqual({ fuel_in: ['Fuel must be between 0 and 8 eighths.'] });
    const future = await act(s.admin, s.id, 'check_in', {
      odometer_in: 10_100,
      fuel_in: 8,
      checked_in_at: hoursFromNow(2),
    });
    expect(future.json()).toEqual({ checked_in_at: ['This time is in the future.'] });
    const early = await act(s.admin, s.id, 'check_in', {
      odometer_in: 10_100,
      fuel_in: 8,
      checked_in_at: new Date(s.checkedOutAt.getTime() - HOUR).toISOString(),
    });
    expect(early.statusCode).toBe(400);
    expect(early.json().checked_in_at[0]).toMatch(
      /^The check-in time is before the check-out time \(.+\)\.$/,
    );
    const detail = await t.request(s.admin, 'GET', `/api/loaners/agreements/${s.id}/`);
    expect(detail.json()).toMatchObject({ status: 'out', charges: [], odometer_in: null });
    const reserved = await f.reserve(s.admin, s.vin, s.customer.id, {
      starts_at: hoursFromNow(300),
      due_at: hoursFromNow(320),
    });
    const notOut = await act(s.admin, reserved.id, 'check_in', { odometer_in: 10_100, fuel_in: 8 });
    expect(notOut.statusCode).toBe(400);
    expect(notOut.json()).toEqual({ detail: 'Only an agreement that is out can be checked in.' });
  });
});

describe('cancel', () => {
  it('cancels a reserved agreement only, and frees its period', async () => {
    const s = await f.setup();
    const period = { starts_at: hoursFromNow(50), due_at: hoursFromNow(60) };
    const a = await f.reserve(s.admin, s.vin, s.customer.id, period);
    const res = await act(s.admin, a.id, 'cancel');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('cancelled');
    const again = await act(s.admin, a.id, 'cancel');
    expect(again.statusCode).toBe(400);
    expect((await f.reserve(s.admin, s.vin, s.customer.id, period)).number).toBe('LA-00002');
  });
});

describe('damage_photo', () => {
  it('keeps the photo with the vehicle and links it to the zone’s mark, completed at check-out', async () => {
    const s = await f.setup();
    const a = await f.reserve(s.admin, s.vin, s.customer.id);
    const photo = await postMultipart(
      t,
      s.admin,
      `/api/loaners/agreements/${a.id}/damage_photo/`,
      { stage: 'out', zone: 'hood' },
      { filename: 'hood.png', data: PNG },
    );
    expect(photo.statusCode, photo.body).toBe(201);
    expect(photo.json()).toMatchObject({
      stage: 'out',
      zone: 'hood',
      kind: 'other',
      photo_url: expect.stringMatching(/^\/api\/files\//),
    });
    const image = await fetchLink(photo.json().photo_url);
    expect(image.headers['content-type']).toBe('image/png');
    const out = await act(
      s.admin,
      a.id,
      'check_out',
      checkOutBody({ damage: [{ zone: 'hood', kind: 'dent', note: 'Hail' }] }),
    );
    expect(out.json().damage).toEqual([
      {
        id: photo.json().id,
        stage: 'out',
        zone: 'hood',
        kind: 'dent',
        note: 'Hail',
        photo_url: expect.stringMatching(/^\/api\/files\//),
      },
    ]);
    const pdf = await t.request(s.admin, 'GET', `/api/vehicles/documents/?vehicle=${s.vin}`);
    expect(pdf.json().count).toBe(2);
  });

  it('refuses a file that is not a photo, and a missing zone', async () => {
    const s = await f.setup();
    const a = await f.reserve(s.admin, s.vin, s.customer.id);
    const res = await postMultipart(
      t,
      s.admin,
      `/api/loaners/agreements/${a.id}/damage_photo/`,
      { stage: 'out' },
      { filename: 'notes.pdf', data: Buffer.from('%PDF-1.4\n') },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      zone: ['Select a zone of the car.'],
      file: ['Send a photo as a JPEG, PNG or GIF file.'],
    });
  });
});
