import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp } from '../../../test/helpers';
import { PNG, postMultipart } from '../documents/documents.test-fixtures';
import { loanerFixtures } from './loaners.test-fixtures';

let t: TestApp;
let f: ReturnType<typeof loanerFixtures>;
beforeAll(async () => {
  t = await setupTestApp();
  f = loanerFixtures(t);
});
afterAll(() => t.close());

describe('customers', () => {
  it('adds, lists by name and finds by name, phone, e-mail and licence number', async () => {
    const { admin, customer } = await f.setup();
    const lee = await f.createCustomer(admin, {
      first_name: 'Lee',
      last_name: 'Okafor',
      phone: '555-0142',
      email: 'lee@example.test',
      licence_number: 'OK778899',
    });
    const list = await t.request(admin, 'GET', '/api/loaners/customers/');
    expect(list.json()).toMatchObject({ count: 2, total_pages: 1, next: null });
    expect(list.json().results.map((c: { last_name: string }) => c.last_name)).toEqual([
      'Okafor',
      'Reyes',
    ]);
    for (const search of ['okafor', 'lee oka', '0142', 'LEE@EXAMPLE', '7788']) {
      const res = await t.request(
        admin,
        'GET',
        `/api/loaners/customers/?search=${encodeURIComponent(search)}`,
      );
      expect(
        res.json().results.map((c: { id: number }) => c.id),
        search,
      ).toEqual([lee.id]);
    }
    const dana = await t.request(admin, 'GET', `/api/loaners/customers/?search=dana`);
    expect(dana.json().results).toEqual([
      expect.objectContaining({ id: customer.id, balance_due: '0.00', do_not_lend: false }),
    ]);
  });

  it('refuses a customer without a name or with a bad e-mail', async () => {
    const { admin } = await f.setup();
    const res = await t.request(admin, 'POST', '/api/loaners/customers/', {
      first_name: '',
      email: 'nope',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      first_name: ['First name is required'],
      last_name: ['Last name is required'],
      email: [expect.any(String)],
    });
  });

  it('marks and lifts do-not-lend with its reason', async () => {
    const { admin, customer } = await f.setup();
    const marked = await t.request(admin, 'PATCH', `/api/loaners/customers/${customer.id}/`, {
      do_not_lend: true,
      do_not_lend_reason: 'Unpaid tolls',
    });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json()).toMatchObject({
      do_not_lend: true,
      do_not_lend_reason: 'Unpaid tolls',
      first_name: 'Dana',
    });
    const lifted = await t.request(admin, 'PATCH', `/api/loaners/customers/${customer.id}/`, {
      do_not_lend: false,
    });
    expect(lifted.json()).toMatchObject({ do_not_lend: false, do_not_lend_reason: '' });
  });

  it('shows the customer with their documents (signed links) and agreements', async () => {
    const { shop, admin, vin, customer } = await f.setup();
    const agreement = await f.reserve(admin, vin, customer.id);
    const upload = await postMultipart(
      t,
      admin,
      `/api/loaners/customers/${customer.id}/upload_document/`,
      { document_type: 'licence' },
      { filename: 'licence.png', data: PNG },
    );
    expect(upload.statusCode, upload.body).toBe(201);
    expect(upload.json()).toMatchObject({
      document_type: 'licence',
      document_type_display: 'Driving licence',
      is_image: true,
    });
    const detail = await t.request(admin, 'GET', `/api/loaners/customers/${customer.id}/`);
    expect(detail.json()).toMatchObject({
      id: customer.id,
      documents: [{ id: upload.json().id, original_filename: 'licence.png' }],
      agreements: [
        { id: agreement.id, number: agreement.number, status: 'reserved', vehicle_vin: vin },
      ],
    });
    const link = detail.json().documents[0].file_url as string;
    expect(link).toMatch(/^\/api\/loaners\/customer-documents\/\d+\/\?exp=\d+&sig=/);
    const file = await t.app.inject({ method: 'GET', url: link });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(PNG)).toBe(true);
    // The link opens nothing else: not a vehicle document of the same id, not another id.
    const asVehicleFile = await t.app.inject({
      method: 'GET',
      url: link.replace('/loaners/customer-documents/', '/files/'),
    });
    expect(asVehicleFile.statusCode).toBe(403);
    // A member who can no longer view loaners is refused.
    const viewer = await t.createUser({
      shops: [shop],
      role: 'vehicle_viewer',
      withdrawals: ['canViewLoaners'],
    });
    const own = await t.request(viewer, 'GET', `/api/loaners/customers/${customer.id}/`);
    expect(own.statusCode).toBe(403);
    const bad = await postMultipart(
      t,
      admin,
      `/api/loaners/customers/${customer.id}/upload_document/`,
      { document_type: 'passport' },
      { filename: 'x.html', data: Buffer.from('<html></html>') },
    );
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json()).sort()).toEqual(['document_type', 'file']);
  });

  it("keeps another shop's customers out", async () => {
    const a = await f.setup();
    const b = await f.setup();
    const res = await t.request(a.admin, 'GET', `/api/loaners/customers/${b.customer.id}/`);
    expect(res.statusCode).toBe(404);
    const list = await t.request(a.admin, 'GET', '/api/loaners/customers/');
    expect(list.json().results.map((c: { id: number }) => c.id)).toEqual([a.customer.id]);
    const reserve = await t.request(
      a.admin,
      'POST',
      '/api/loaners/agreements/',
      f.agreementBody(a.vin, b.customer.id),
    );
    expect(reserve.statusCode).toBe(400);
    expect(reserve.json()).toEqual({ customer: ['Customer not found.'] });
  });
});

describe('settings', () => {
  it('reads the defaults, changes them for new agreements, and is refused without the permission', async () => {
    const { shop, admin, vin, customer } = await f.setup();
    const read = await t.request(admin, 'GET', '/api/loaners/settings/');
    expect(read.json()).toMatchObject({
      daily_rate: '45.00',
      mileage_allowance_per_day: 150,
      excess_mileage_rate: '0.25',
      fuel_rate_per_eighth: '10.00',
      citation_grace_days: 30,
      agreement_terms: expect.stringContaining('courtesy loaner'),
    });
    const changed = await t.request(admin, 'PATCH', '/api/loaners/settings/', {
      daily_rate: '52.5',
      mileage_allowance_per_day: 200,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      daily_rate: '52.50',
      mileage_allowance_per_day: 200,
      citation_grace_days: 30,
    });
    const agreement = await f.reserve(admin, vin, customer.id);
    expect(agreement).toMatchObject({ daily_rate: '52.50', mileage_allowance_per_day: 200 });
    const bad = await t.request(admin, 'PATCH', '/api/loaners/settings/', {
      citation_grace_days: 400,
    });
    expect(bad.json()).toEqual({
      citation_grace_days: ['Enter a whole number of days from 0 to 365.'],
    });
    const coordinator = await t.createUser({ shops: [shop], role: 'fleet_coordinator' });
    expect((await t.request(coordinator, 'GET', '/api/loaners/settings/')).statusCode).toBe(200);
    const refused = await t.request(coordinator, 'PATCH', '/api/loaners/settings/', {
      daily_rate: '1',
    });
    expect(refused.statusCode).toBe(403);
  });
});
