import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp, type TestUser } from '../../../test/helpers';
import { vehicleFixtures } from '../vehicles/vehicles.test-fixtures';
import { financingFixtures, parseCsv } from './financing.export.test-fixtures';

let t: TestApp;
let v: ReturnType<typeof vehicleFixtures>;
let f: ReturnType<typeof financingFixtures>;
let shopWithFinancing: ReturnType<typeof financingFixtures>['shopWithFinancing'];
beforeAll(async () => {
  t = await setupTestApp();
  v = vehicleFixtures(t);
  f = financingFixtures(t);
  shopWithFinancing = f.shopWithFinancing;
});
afterAll(() => t.close());

/** CSV rows as objects keyed by the header row. */
const records = (body: string) => {
  const [header, ...rows] = parseCsv(body.replace(/^\uFEFF/, ''));
  return rows.map((r) => Object.fromEntries(header!.map((h, i) => [h, r[i]])));
};

const get = (user: TestUser, url: string) => t.request(user, 'GET', url);

describe('GET /api/vehicles/export/options/', () => {
  it("lists the formats, ranges, types, methods and the shop's own accounts and classes", async () => {
    const { admin } = await shopWithFinancing();
    const other = await shopWithFinancing();
    await f.insertFinancing(other.shop, [], { glAccount: '9999 Other Shop', quickbooksClass: 'X' });
    const res = await get(admin, '/api/vehicles/export/options/');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.formats.map((o: { value: string }) => o.value)).toEqual([
      'csv',
      'xlsx',
      'json',
      'iif',
    ]);
    expect(body.formats[3]).toEqual({ value: 'iif', label: 'QuickBooks Desktop (IIF)' });
    expect(body.date_ranges.map((o: { value: string }) => o.value)).toEqual([
      'this_month',
      'last_month',
      'this_quarter',
      'last_quarter',
      'this_year',
      'last_year',
      'custom',
    ]);
    expect(body.financing_types).toEqual([
      { value: 'LOAN', label: 'Loan' },
      { value: 'LEASE', label: 'Lease' },
    ]);
    expect(body.payment_methods).toContainEqual({ value: 'wire', label: 'Wire Transfer' });
    expect(body.gl_accounts).toEqual(['2100 Vehicle Loans', '2200 Leases']);
    expect(body.quickbooks_classes).toEqual(['Fleet', 'Loaners']);
  });

  it('needs canViewFinancial', async () => {
    const { shop } = await shopWithFinancing();
    const member = await t.createUser({ shops: [shop], withdrawals: ['canViewFinancial'] });
    expect((await get(member, '/api/vehicles/export/options/')).statusCode).toBe(403);
    expect((await get(member, '/api/vehicles/export/payments/')).statusCode).toBe(403);
    expect((await get(member, '/api/vehicles/export/financing/')).statusCode).toBe(403);
  });
});

describe('GET /api/vehicles/export/payments/ (csv)', () => {
  it('streams a named CSV file of the payments in the range, neutralising formulas', async () => {
    const { admin, loan } = await shopWithFinancing();
    const res = await get(
      admin,
      '/api/vehicles/export/payments/?format=csv&date_from=2025-01-01&date_to=2025-12-31',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="payments_export_\d{8}\.csv"$/,
    );
    expect(res.body.startsWith('\uFEFF"Payment ID","Payment Date",')).toBe(true);
    expect(res.body.split('\r\n')).toHaveLength(4); // header, two payments, final CRLF
    const rows = records(res.body);
    expect(rows.map((r) => r['Payment Date'])).toEqual(['2025-02-15', '2025-03-20']);
    expect(rows[1]).toMatchObject({
      'Financing ID': String(loan.id),
      Type: 'Loan',
      Company: 'Ally Bank',
      'Amount Paid': '500.00',
      'Late Fee': '25.50',
      'Total Payment': '525.50',
      'Payment Method': 'Card',
      'Reference Number': `'=HYPERLINK("http://evil.example","x")`,
      Late: 'Yes',
      'GL Account': '2100 Vehicle Loans',
      'QuickBooks Class': 'Fleet',
      Notes: 'Paid late, with fee',
    });
    expect(rows[0]!.Vehicles).toContain('; ');
  });

  it('filters by payment method, type, GL account and class', async () => {
    const { admin } = await shopWithFinancing();
    const dates = async (query: string) =>
      records((await get(admin, `/api/vehicles/export/payments/?${query}`)).body).map(
        (r) => r['Payment Date'],
      );
    expect(await dates('payment_method=cash')).toEqual(['2026-01-05']);
    expect(await dates('financing_type=LEASE')).toEqual(['2024-04-01']);
    expect(await dates('gl_account=2100%20Vehicle%20Loans&date_to=2025-12-31')).toEqual([
      '2025-02-15',
      '2025-03-20',
    ]);
    expect(await dates('quickbooks_class=Nobody')).toEqual([]);
  });

  it("never shows another shop's rows", async () => {
    const mine = await shopWithFinancing();
    const theirs = await shopWithFinancing();
    await f.insertPayments(theirs.shop, theirs.loan.id, [{ referenceNumber: 'THEIRS-ONLY' }]);
    const body = (await get(mine.admin, '/api/vehicles/export/payments/?format=json')).body;
    expect(body).not.toContain('THEIRS-ONLY');
    expect(body).not.toContain(theirs.car.vin);
    expect(JSON.parse(body)).toHaveLength(4);
  });
});

describe('GET /api/vehicles/export/financing/', () => {
  it('keeps financings whose term overlaps the range, with the payment summary when asked', async () => {
    const { admin, loan } = await shopWithFinancing();
    const res = await get(
      admin,
      '/api/vehicles/export/financing/?date_from=2025-01-01&date_to=2025-12-31&include_payments=true',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/filename="financing_export_\d{8}\.csv"/);
    const rows = records(res.body);
    expect(rows).toEqual([
      expect.objectContaining({
        'Financing ID': String(loan.id),
        Type: 'Loan',
        'Monthly Payment': '500.00',
        'Start Date': '2025-01-15',
        'End Date': '2028-01-15',
        'Interest Rate (%)': '5.250',
        Status: 'Active',
        Notes: 'Two cars, one loan',
        'Payment Count': '3',
        'Total Paid': '1505.75',
        'Last Payment Date': '2026-01-05',
      }),
    ]);
    const plain = records((await get(admin, '/api/vehicles/export/financing/')).body);
    expect(plain).toHaveLength(2);
    expect(plain[0]).not.toHaveProperty('Total Paid');
  });

  it('answers JSON with decimal strings and the text as stored (no spreadsheet reads it)', async () => {
    const { shop, admin } = await shopWithFinancing();
    await f.insertFinancing(shop, [], { lenderName: 'a,-b @SUM(1+1)', financingType: 'LOAN' });
    const res = await get(admin, '/api/vehicles/export/financing/?format=json&financing_type=LOAN');
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const body = res.json();
    expect(body).toHaveLength(2);
    expect(body[0]).toMatchObject({ monthly_payment: '500.00', is_active: 'Active' });
    expect(body[1].company_name).toBe('a,-b @SUM(1+1)');
  });

  it('hides the financing of an archived vehicle from members without canViewArchived', async () => {
    const { shop, admin } = await shopWithFinancing();
    const [old] = await v.insertVehicles(shop, [{ isArchived: true }]);
    const hidden = await f.insertFinancing(shop, [old!.id], { notes: 'archived car loan' });
    await f.insertPayments(shop, hidden.id, [{ referenceNumber: 'ARCHIVED-PAY' }]);
    const member = await t.createUser({
      shops: [shop],
      role: 'vehicle_viewer',
      grants: ['canViewFinancial'],
    });
    for (const path of ['financing', 'payments']) {
      const url = `/api/vehicles/export/${path}/?format=json`;
      expect((await get(member, url)).body).not.toMatch(/archived car loan|ARCHIVED-PAY/);
      expect((await get(admin, url)).body).toMatch(/archived car loan|ARCHIVED-PAY/);
    }
  });
});

describe('bad input', () => {
  let admin: TestUser;
  beforeAll(async () => ({ admin } = await shopWithFinancing()));
  it.each([
    ['payments/?date_from=2025-02-01&date_to=2025-01-01', 'date_to'],
    ['payments/?format=pdf', 'format'],
    ['payments/?date_from=2025-13-45', 'date_from'],
    ['payments/?payment_method=bitcoin', 'payment_method'],
    ['financing/?include_payments=yes', 'include_payments'],
    ['financing/?format=iif', 'format'],
  ])('%s is a 400 on %s', async (query, field) => {
    const res = await get(admin, `/api/vehicles/export/${query}`);
    expect(res.statusCode, res.body).toBe(400);
    expect(Object.keys(res.json())).toEqual([field]);
  });
});

describe('GET /api/vehicles/export/summary/', () => {
  it('lists financings by monthly payment, highest first, with totals summed exactly', async () => {
    const { shop, admin, loan, lease } = await shopWithFinancing();
    const small = await f.insertFinancing(shop, [], { monthlyPayment: '0.10', isActive: false });
    await f.insertFinancing(shop, [], { monthlyPayment: '0.20', financingType: 'LEASE' });
    const res = await get(admin, '/api/vehicles/export/summary/?financing_type=LOAN');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.results.map((r: { id: number }) => r.id)).toEqual([loan.id, small.id]);
    expect(body.results[0]).toMatchObject({
      company_name: 'Ally Bank',
      monthly_payment: '500.00',
      total_paid: '1505.75',
      is_active: true,
      status: 'Active',
    });
    // The monthly total is the active financings' only (the inactive 0.10 is counted, not summed).
    expect(body.totals).toEqual({
      count: 2,
      active_count: 1,
      monthly_total: '500.00',
      annual_total: '6000.00',
      total_paid: '1505.75',
    });
    const all = (await get(admin, '/api/vehicles/export/summary/?status=active')).json();
    expect(all.results.map((r: { id: number }) => r.id)).toContain(lease.id);
    expect(all.totals.monthly_total).toBe('810.60');
  });
});
