import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp, type TestShop, type TestUser } from '../../../test/helpers';
import { insurancePolicies } from '../insurance/insurance.tables';
import { registrations } from '../registrations/registrations.tables';
import { vehicleVehicleTypes } from '../vehicles/vehicles.tables';
import { csvOf, freshVin, importFixtures, xlsxOf } from './vehicle-import.test-fixtures';

let t: TestApp;
let f: ReturnType<typeof importFixtures>;
beforeAll(async () => {
  t = await setupTestApp();
  f = importFixtures(t);
});
afterAll(() => t.close());

const HEADER = ['VIN', 'Make', 'Model', 'Year', 'License Plate', 'Location', 'Type'];

type Setup = { shop: TestShop; admin: TestUser; bay: string };
async function shopWithBay(): Promise<Setup> {
  const shop = await t.createShop();
  const admin = await t.createUser({ shops: [shop] });
  const bay = (await t.createLocation(shop)).name;
  return { shop, admin, bay };
}

const car = (vin: string, bay = '', extra: Partial<Record<string, string>> = {}) => [
  vin,
  extra.make ?? 'Ford',
  'Transit',
  extra.year ?? '2022',
  extra.plate ?? 'IMP1',
  bay,
  extra.type ?? 'loaner',
];

describe('POST /api/vehicles/import/?dry_run=true', () => {
  it('guesses the mapping from the headers and names each bad row in the vehicle form’s words, writing nothing', async () => {
    const { shop, admin, bay } = await shopWithBay();
    const good = freshVin();
    const file = csvOf([
      [...HEADER, 'Registration expiration date'],
      [...car(good, bay), '2027-01-31'],
      [...car('SHORT', bay), ''],
      [...car(freshVin(), 'Nowhere', { year: '1850', type: 'truck' }), '2027-02-30'],
    ]);
    const res = await f.post(admin, file, { dryRun: true });
    expect(res.statusCode, res.body).toBe(200);
    const reply = res.json();
    expect(reply.columns).toEqual([...HEADER, 'Registration expiration date']);
    expect(reply.mapping).toEqual({
      VIN: 'vin',
      Make: 'make',
      Model: 'model',
      Year: 'year',
      'License Plate': 'license_plate',
      Location: 'location',
      Type: 'vehicle_types',
      'Registration expiration date': 'registration_expiration_date',
    });
    expect(reply.rows).toEqual([
      { line: 2, vin: good, result: 'created', errors: {}, warnings: {} },
      {
        line: 3,
        vin: 'SHORT',
        result: 'invalid',
        errors: { vin: ['VIN must be exactly 17 characters'] },
        warnings: {},
      },
      expect.objectContaining({
        line: 4,
        result: 'invalid',
        errors: {
          year: ['Please enter a valid year'],
          registration_expiration_date: ['Enter a valid date (YYYY-MM-DD).'],
        },
      }),
    ]);
    expect(reply.counts).toEqual({ total: 3, created: 1, invalid: 2, duplicate: 0 });
    expect(await f.vehiclesOf(shop, [good])).toEqual([]);
  });

  it('reports an unknown location, type and driver once the row is otherwise valid', async () => {
    const { admin } = await shopWithBay();
    const res = await f.post(
      admin,
      csvOf([
        [...HEADER, 'Driver'],
        [...car(freshVin(), 'Nowhere', { type: 'truck' }), 'nobody@example.test'],
      ]),
      { dryRun: true },
    );
    expect(res.json().rows[0].errors).toEqual({
      location: ['Select a valid location.'],
      vehicle_types: ['Select a valid vehicle type.'],
      primary_driver: ['Select a member of this shop.'],
    });
  });

  it('marks a VIN repeated in the file and one the shop has as duplicates; another shop’s VIN is not', async () => {
    const { shop, admin, bay } = await shopWithBay();
    const other = await shopWithBay();
    const taken = freshVin();
    const elsewhere = freshVin();
    const twice = freshVin();
    expect((await f.post(admin, csvOf([HEADER, car(taken, bay)]))).statusCode).toBe(200);
    expect((await f.post(other.admin, csvOf([HEADER, car(elsewhere, other.bay)]))).statusCode).toBe(
      200,
    );
    const res = await f.post(
      admin,
      csvOf([
        HEADER,
        car(twice, bay),
        car(twice.toLowerCase(), bay),
        car(taken, bay),
        car(elsewhere, bay),
      ]),
      { dryRun: true },
    );
    expect(res.json().rows).toEqual([
      { line: 2, vin: twice, result: 'created', errors: {}, warnings: {} },
      {
        line: 3,
        vin: twice,
        result: 'duplicate',
        errors: { vin: ['This VIN is also on line 2.'] },
        warnings: {},
      },
      {
        line: 4,
        vin: taken,
        result: 'duplicate',
        errors: { vin: ['A vehicle with this VIN already exists.'] },
        warnings: {},
      },
      { line: 5, vin: elsewhere, result: 'created', errors: {}, warnings: {} },
    ]);
    expect(res.json().counts).toEqual({ total: 4, created: 2, invalid: 0, duplicate: 2 });
    expect(await f.vehiclesOf(shop, [twice])).toEqual([]);
  });
});

describe('POST /api/vehicles/import/', () => {
  it('writes the vehicles with their types, current registration and policy, and audit rows', async () => {
    const { shop, admin, bay } = await shopWithBay();
    const [a, b] = [freshVin(), freshVin()];
    const header = [
      ...HEADER,
      'Plate cost',
      'Registration expiration date',
      'Last renewed',
      'Insurer',
      'Policy number',
      'Premium',
      'Policy start',
      'Policy end',
    ];
    const res = await f.post(
      admin,
      csvOf([
        header,
        [
          ...car(a, bay, { type: 'loaner; service' }),
          '85.50',
          '2027-03-31',
          '2026-03-31',
          'Acme Mutual',
          'AM-1',
          '640',
          '2026-01-01',
          '2026-12-31',
        ],
        [...car(b, ''), '', '', '', '', '', '', '', ''],
      ]),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().counts).toEqual({ total: 2, created: 2, invalid: 0, duplicate: 0 });
    const written = await f.vehiclesOf(shop, [a, b]);
    const first = written.find((v) => v.vin === a)!;
    expect(first).toMatchObject({
      make: 'Ford',
      year: 2022,
      licensePlate: 'IMP1',
      registrationExpiresOn: '2027-03-31',
      insuranceEndsOn: '2026-12-31',
    });
    expect(first.locationId).not.toBeNull();
    expect(first.typeIds).toHaveLength(2);
    expect(written.find((v) => v.vin === b)).toMatchObject({
      locationId: null,
      registrationExpiresOn: null,
    });
    const [registration] = await t.inShop(shop, (db) =>
      db.select().from(registrations).where(eq(registrations.vehicleId, first.id)),
    );
    expect(registration).toMatchObject({
      plateCost: '85.50',
      expirationDate: '2027-03-31',
      lastRenewed: '2026-03-31',
    });
    const policies = await t.inShop(shop, (db) =>
      db.select().from(insurancePolicies).where(eq(insurancePolicies.shopId, shop.id)),
    );
    expect(policies).toHaveLength(1);
    expect(policies[0]).toMatchObject({
      vehicleId: first.id,
      insuranceCompany: 'Acme Mutual',
      policyNumber: 'AM-1',
      vehiclePremium: '640.00',
      startDate: '2026-01-01',
      endDate: '2026-12-31',
    });
    const audits = await f.auditsOf(shop, 'vehicle');
    expect(audits.map((r) => [r.action, r.userId, (r.after as { vin: string }).vin])).toEqual([
      ['create', admin.id, a],
      ['create', admin.id, b],
    ]);
    expect(await f.auditsOf(shop, 'registration')).toHaveLength(1);
    expect(await f.auditsOf(shop, 'insurance_policy')).toHaveLength(1);
  });

  it('writes nothing when one row in 1,000 is bad, and answers 400 with every row', async () => {
    const { shop, admin, bay } = await shopWithBay();
    const vins = Array.from({ length: 1000 }, freshVin);
    const rows = vins.map((vin, i) => car(vin, bay, i === 700 ? { year: 'soon' } : {}));
    const res = await f.post(admin, csvOf([HEADER, ...rows]));
    expect(res.statusCode).toBe(400);
    const reply = res.json();
    expect(reply.counts).toEqual({ total: 1000, created: 999, invalid: 1, duplicate: 0 });
    expect(reply.rows[700]).toEqual({
      line: 702,
      vin: vins[700],
      result: 'invalid',
      errors: { year: ['Please enter a valid year'] },
      warnings: {},
    });
    expect(await f.vehiclesOf(shop, vins)).toEqual([]);
    expect(await f.auditsOf(shop, 'vehicle')).toEqual([]);
  });

  it('reads columns through the mapping sent, and remembers it for the shop’s next file', async () => {
    const { shop, admin } = await shopWithBay();
    const header = ['Chassis', 'Brand', 'Line', 'MY', 'Reg', 'Notes'];
    const mapping = {
      Chassis: 'vin',
      Brand: 'make',
      Line: 'model',
      MY: 'year',
      Reg: 'license_plate',
      Notes: null,
    };
    const vin = freshVin();
    const unmapped = await f.post(admin, csvOf([header, [vin, 'Kia', 'Niro', '2023', 'K1', 'x']]), {
      dryRun: true,
    });
    expect(unmapped.json().mapping).toEqual({});
    expect(unmapped.json().rows[0].errors.vin).toEqual(['VIN is required']);
    const res = await f.post(admin, csvOf([header, [vin, 'Kia', 'Niro', '2023', 'K1', 'x']]), {
      mapping,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await f.vehiclesOf(shop, [vin])).toEqual([
      expect.objectContaining({ make: 'Kia', model: 'Niro', licensePlate: 'K1' }),
    ]);
    const next = await f.post(
      admin,
      csvOf([header, [freshVin(), 'Kia', 'EV6', '2024', 'K2', '']]),
      { dryRun: true },
    );
    expect(next.json().mapping).toEqual({
      Chassis: 'vin',
      Brand: 'make',
      Line: 'model',
      MY: 'year',
      Reg: 'license_plate',
    });
    expect(next.json().counts.created).toBe(1);
    // Another shop remembers nothing of it.
    const other = await shopWithBay();
    const elsewhere = await f.post(
      other.admin,
      csvOf([header, [freshVin(), 'a', 'b', '2020', 'c', '']]),
      {
        dryRun: true,
      },
    );
    expect(elsewhere.json().mapping).toEqual({});
  });

  it('refuses a mapping that names no column of the file, an unknown field or a field twice', async () => {
    const { admin } = await shopWithBay();
    const res = await f.post(admin, csvOf([HEADER, car(freshVin())]), {
      dryRun: true,
      mapping: { Chassis: 'vin', Make: 'brand', Model: 'make', Year: 'make' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      mapping: [
        'The file has no column "Chassis".',
        '"brand" is not a field a column can feed.',
        'Two columns are mapped to Make.',
      ],
    });
    const bad = await f.post(admin, csvOf([HEADER]), { mapping: ['vin'] });
    expect(bad.statusCode).toBe(400);
  });

  it('reads an XLSX file as it reads the same CSV, date cells included', async () => {
    const { shop, admin, bay } = await shopWithBay();
    const vins = [freshVin(), freshVin()];
    const header = [...HEADER, 'Registration expiration date'];
    const asCsv = await f.post(
      admin,
      csvOf([header, [...car(vins[0]!, bay), '2027-05-01'], [...car('BAD', bay), '']]),
      { dryRun: true },
    );
    const asXlsx = await f.post(
      admin,
      await xlsxOf([
        header,
        [vins[0]!, 'Ford', 'Transit', 2022, 'IMP1', bay, 'loaner', new Date(Date.UTC(2027, 4, 1))],
        ['BAD', 'Ford', 'Transit', 2022, 'IMP1', bay, 'loaner', ''],
      ]),
      { dryRun: true, filename: 'fleet.xlsx' },
    );
    expect(asXlsx.statusCode, asXlsx.body).toBe(200);
    expect(asXlsx.json()).toEqual(asCsv.json());
    const written = await f.post(
      admin,
      await xlsxOf([
        header,
        [vins[1]!, 'Ford', 'Transit', 2022, 'IMP1', bay, 'loaner', new Date(Date.UTC(2027, 4, 1))],
      ]),
      { filename: 'fleet.xlsx' },
    );
    expect(written.statusCode, written.body).toBe(200);
    expect(await f.vehiclesOf(shop, [vins[1]!])).toEqual([
      expect.objectContaining({ registrationExpiresOn: '2027-05-01' }),
    ]);
    const links = await t.inShop(shop, (db) =>
      db.select().from(vehicleVehicleTypes).where(eq(vehicleVehicleTypes.shopId, shop.id)),
    );
    expect(links).toHaveLength(1);
  });

  it('answers 400 on the file when there is none, it is not a spreadsheet, or it has no rows', async () => {
    const { admin } = await shopWithBay();
    expect((await f.post(admin, null)).json()).toEqual({
      file: ['Choose a CSV or XLSX file to import.'],
    });
    const pdf = await f.post(admin, Buffer.from('%PDF-1.4\n\0\0binary'));
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json()).toEqual({ file: ['The file could not be read as CSV or XLSX.'] });
    const empty = await f.post(admin, csvOf([HEADER]));
    expect(empty.json()).toEqual({ file: ['The file has no vehicles below its header.'] });
  });
});
