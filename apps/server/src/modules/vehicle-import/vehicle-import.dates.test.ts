import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp } from '../../../test/helpers';
import { csvOf, freshVin, importFixtures } from './vehicle-import.test-fixtures';

// Issue 34 §1: dates as a US shop's spreadsheet writes them (rules/sheet-dates.ts).
let t: TestApp;
let f: ReturnType<typeof importFixtures>;
beforeAll(async () => {
  t = await setupTestApp();
  f = importFixtures(t);
});
afterAll(() => t.close());

describe('dates as spreadsheets write them', () => {
  it('reads month/day/year and a month by name as YYYY-MM-DD, and says which forms it read', async () => {
    const shop = await t.createShop();
    const admin = await t.createUser({ shops: [shop] });
    const header = [
      'VIN',
      'Make',
      'Model',
      'Year',
      'License Plate',
      'Registration expiration date',
      'Policy start date',
      'Insurance company',
    ];
    const [us, named, iso] = [freshVin(), freshVin(), freshVin()];
    const file = csvOf([
      header,
      [us, 'Ford', 'Transit', '2021', 'US1', '3/4/2027', '1/2/26', 'Acme'],
      [named, 'Ford', 'Transit', '2021', 'MN1', 'Mar 4, 2027', '4-Jan-2026', 'Acme'],
      [iso, 'Ford', 'Transit', '2021', 'IS1', '2027-03-04', '', ''],
    ]);
    const checked = await f.post(admin, file, { dryRun: true });
    expect(checked.statusCode, checked.body).toBe(200);
    expect(checked.json().date_forms).toEqual(['iso', 'us', 'month_name']);
    expect(checked.json().counts.created).toBe(3);
    const done = await f.post(admin, file);
    expect(done.statusCode, done.body).toBe(200);
    for (const vin of [us, named, iso]) {
      const detail = (await t.request(admin, 'GET', `/api/vehicles/vehicles/${vin}/`)).json();
      expect(detail.registrations[0].expiration_date).toBe('2027-03-04');
    }
    const policy = (await t.request(admin, 'GET', `/api/vehicles/vehicles/${us}/`)).json()
      .insurance_policies[0];
    expect(policy.start_date).toBe('2026-01-02');
    // Not a date in any form (a 13th month): the field's own message, nothing read.
    const bad = await f.post(
      admin,
      csvOf([header, [freshVin(), 'Ford', 'Transit', '2021', 'BD1', '13/4/2027', '', '']]),
      { dryRun: true },
    );
    expect(bad.json().rows[0].errors).toEqual({
      registration_expiration_date: ['Enter a valid date (YYYY-MM-DD).'],
    });
    expect(bad.json().date_forms).toEqual([]);
  });
});
