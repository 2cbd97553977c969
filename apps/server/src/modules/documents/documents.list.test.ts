import { existsSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_MESSAGES } from '@fleetdesk/contract/documents';
import { setupTestApp, type TestApp, type TestShop, type TestUser } from '../../../test/helpers';
import { auditLog } from '../audit/audit.tables';
import { JPEG, PDF, PNG, postMultipart, seedVehicle, storedPath } from './documents.test-fixtures';
import { documents } from './documents.tables';

let t: TestApp;
let shop: TestShop;
let otherShop: TestShop;
let admin: TestUser;
let viewer: TestUser;
let outsider: TestUser;
let vin: string;
let vehicleId: number;

beforeAll(async () => {
  t = await setupTestApp();
  shop = await t.createShop();
  otherShop = await t.createShop();
  admin = await t.createUser({ shops: [shop], role: 'administrator' });
  viewer = await t.createUser({ shops: [shop], role: 'vehicle_viewer' });
  outsider = await t.createUser({ shops: [otherShop], role: 'administrator' });
  ({ vin, id: vehicleId } = await seedVehicle(t, shop.id));
});
afterAll(() => t.close());

const URL = '/api/vehicles/documents/';

describe('GET /api/vehicles/documents/', () => {
  let listVin: string;
  let ids: Record<string, number>;

  beforeAll(async () => {
    const vehicle = await seedVehicle(t, shop.id);
    listVin = vehicle.vin;
    ids = {};
    const items: [string, string, string, string, Buffer][] = [
      ['title', 'Title 50% copy', 'front page', 'title.pdf', PDF],
      ['inspection', 'Annual inspection', 'Passed with NOTES on brakes', 'inspection.jpg', JPEG],
      ['maintenance', 'Oil change', '', 'Receipt_March.png', PNG],
    ];
    for (const [documentType, title, notes, filename, data] of items) {
      const res = await postMultipart(
        t,
        admin,
        URL,
        { vehicle: listVin, document_type: documentType, title, notes },
        { filename, data },
      );
      ids[documentType] = res.json().id;
    }
  });

  const list = (query: string, user: TestUser | null = admin) =>
    t.request(user, 'GET', `${URL}?${query}`);

  it("lists the vehicle's documents newest first, paginated", async () => {
    const res = await list(`vehicle=${listVin}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ count: 3, total_pages: 1, next: null, previous: null });
    expect(body.results.map((d: { id: number }) => d.id)).toEqual([
      ids.maintenance,
      ids.inspection,
      ids.title,
    ]);
    expect(body.results[1]).toMatchObject({
      document_type: 'inspection',
      document_type_display: 'Inspection',
      original_filename: 'inspection.jpg',
      file_size: JPEG.length,
      is_image: true,
      is_pdf: false,
    });
  });

  it('pages with next and previous links', async () => {
    const first = (await list(`vehicle=${listVin}&page_size=2`)).json();
    expect(first).toMatchObject({ count: 3, total_pages: 2, previous: null });
    expect(first.results).toHaveLength(2);
    expect(first.next).toBe(`${URL}?vehicle=${listVin}&page_size=2&page=2`);
    const second = (await t.request(admin, 'GET', first.next)).json();
    expect(second.results.map((d: { id: number }) => d.id)).toEqual([ids.title]);
    expect(second.previous).toBe(`${URL}?vehicle=${listVin}&page_size=2&page=1`);
  });

  it('filters by document type', async () => {
    const body = (await list(`vehicle=${listVin}&document_type=inspection`)).json();
    expect(body.results.map((d: { id: number }) => d.id)).toEqual([ids.inspection]);
  });

  it('searches title, notes and file name, case-insensitively and literally', async () => {
    const ids_ = async (q: string) =>
      (await list(`vehicle=${listVin}&search=${encodeURIComponent(q)}`))
        .json()
        .results.map((d: { id: number }) => d.id);
    expect(await ids_('ANNUAL')).toEqual([ids.inspection]);
    expect(await ids_('notes on')).toEqual([ids.inspection]);
    expect(await ids_('receipt_m')).toEqual([ids.maintenance]);
    expect(await ids_('50%')).toEqual([ids.title]);
    expect(await ids_('%')).toEqual([ids.title]);
    expect(await ids_('nothing like this')).toEqual([]);
  });

  it('requires the vehicle', async () => {
    const res = await list('');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ vehicle: ['This field is required.'] });
  });

  it('refuses an unknown document type', async () => {
    const res = await list(`vehicle=${listVin}&document_type=passport`);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json())).toEqual(['document_type']);
  });

  it("answers 404 for another shop's vehicle and never lists its documents", async () => {
    expect((await list(`vehicle=${listVin}`, outsider)).statusCode).toBe(404);
    const foreign = await seedVehicle(t, otherShop.id);
    await postMultipart(
      t,
      outsider,
      URL,
      { vehicle: foreign.vin, document_type: 'other', title: 'Theirs' },
      { filename: 'a.pdf', data: PDF },
    );
    expect((await list(`vehicle=${foreign.vin}`)).statusCode).toBe(404);
    const theirs = (await list(`vehicle=${foreign.vin}`, outsider)).json();
    expect(theirs.results.map((d: { title: string }) => d.title)).toEqual(['Theirs']);
  });

  it('is open to viewers, closed without a token or the view permission', async () => {
    expect((await list(`vehicle=${listVin}`, viewer)).statusCode).toBe(200);
    expect((await list(`vehicle=${listVin}`, null)).statusCode).toBe(401);
    const blind = await t.createUser({
      shops: [shop],
      role: 'fleet_manager',
      withdrawals: ['canViewDocuments'],
    });
    expect((await list(`vehicle=${listVin}`, blind)).statusCode).toBe(403);
  });
});

describe('DELETE /api/vehicles/documents/{id}/', () => {
  const create = async (user: TestUser, vehicle: string) =>
    (
      await postMultipart(
        t,
        user,
        URL,
        { vehicle, document_type: 'other', title: 'To delete' },
        { filename: 'x.pdf', data: PDF },
      )
    ).json().id as number;

  it('removes the row and the file, auditing what was there', async () => {
    const id = await create(admin, vin);
    const file = await storedPath(t, shop.id, id);
    expect(existsSync(file)).toBe(true);
    const res = await t.request(admin, 'DELETE', `${URL}${id}/`);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(
      await t.inShop(shop, (db) => db.select().from(documents).where(eq(documents.id, id))),
    ).toEqual([]);
    expect(existsSync(file)).toBe(false);
    const [audit] = await t.inShop(shop, (db) =>
      db
        .select()
        .from(auditLog)
        .where(
          and(
            eq(auditLog.entity, 'document'),
            eq(auditLog.entityId, String(id)),
            eq(auditLog.action, 'delete'),
          ),
        ),
    );
    expect(audit!.before).toMatchObject({
      id,
      title: 'To delete',
      original_filename: 'x.pdf',
      vehicle_id: vehicleId,
    });
    expect((await t.request(admin, 'DELETE', `${URL}${id}/`)).statusCode).toBe(404);
  });

  it("answers 404 for another shop's document and leaves it alone", async () => {
    const foreign = await seedVehicle(t, otherShop.id);
    const id = await create(outsider, foreign.vin);
    const res = await t.request(admin, 'DELETE', `${URL}${id}/`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: DOCUMENT_MESSAGES.documentNotFound });
    expect(existsSync(await storedPath(t, otherShop.id, id))).toBe(true);
  });

  it('asks for a token and the manage permission', async () => {
    const id = await create(admin, vin);
    expect((await t.request(null, 'DELETE', `${URL}${id}/`)).statusCode).toBe(401);
    expect((await t.request(viewer, 'DELETE', `${URL}${id}/`)).statusCode).toBe(403);
    expect((await t.request(admin, 'DELETE', `${URL}abc/`)).statusCode).toBe(400);
  });
});
