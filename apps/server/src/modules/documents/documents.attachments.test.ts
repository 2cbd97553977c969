import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_MESSAGES } from '@fleetdesk/contract/documents';
import { setupTestApp, type TestApp, type TestShop, type TestUser } from '../../../test/helpers';
import type { Db } from '../../platform/database/client';
import type { ShopContext } from '../../platform/request-context';
import { insurancePolicies } from '../insurance/insurance.tables';
import {
  DOCX,
  JPEG,
  PDF,
  postMultipart,
  seedRegistration,
  seedVehicle,
  storedPath,
  type FilePart,
} from './documents.test-fixtures';
import type { UploadForm } from '../../platform/upload-body';
import { listDocumentsForRegistration } from './documents.service';
import { uploadPolicyDocument } from './documents.upload';

let t: TestApp;
let shop: TestShop;
let otherShop: TestShop;
let admin: TestUser;
let viewer: TestUser;
let vehicle: { id: number; vin: string };
let registrationId: number;

beforeAll(async () => {
  t = await setupTestApp();
  shop = await t.createShop();
  otherShop = await t.createShop();
  admin = await t.createUser({ shops: [shop] });
  viewer = await t.createUser({ shops: [shop], role: 'vehicle_viewer' });
  vehicle = await seedVehicle(t, shop.id);
  registrationId = await seedRegistration(t, shop.id, vehicle.id);
});
afterAll(() => t.close());

/** A shop context over `db`, a transaction scoped to that shop (`t.inShop`), as a request's is. */
const ctxFor = (db: Db, shopId: number, userId: number): ShopContext => ({
  db,
  alongside: (work) => work(db),
  readApart: (work) => work(db),
  shopId,
  timeZone: 'UTC',
  userId,
  isSuperuser: false,
  membershipId: null,
  role: 'administrator',
  permissions: new Set(['canManageDocuments', 'canManageInsurance']),
});

const uploadTo = (
  id: number,
  fields: Record<string, string>,
  file?: FilePart,
  user: TestUser | null = admin,
) => postMultipart(t, user, `/api/vehicles/registrations/${id}/upload_document/`, fields, file);

describe('POST /api/vehicles/registrations/{id}/upload_document/', () => {
  it('stores a registration document on the registration and its vehicle', async () => {
    const res = await uploadTo(
      registrationId,
      { title: 'Plate receipt', notes: 'DMV 2030' },
      { filename: 'receipt.jpg', data: JPEG },
    );
    expect(res.statusCode).toBe(201);
    const doc = res.json();
    expect(doc).toMatchObject({
      document_type: 'registration',
      document_type_display: 'Registration',
      title: 'Plate receipt',
      notes: 'DMV 2030',
      is_image: true,
    });
    expect(existsSync(await storedPath(t, shop.id, doc.id))).toBe(true);

    const listed = await t.inShop(shop, (db) =>
      listDocumentsForRegistration(ctxFor(db, shop.id, admin.id), t.config, registrationId),
    );
    expect(listed.map((d) => d.id)).toContain(doc.id);
    expect(listed[0]!.file_url).toMatch(/^\/api\/files\/\d+\/\?exp=\d+&sig=/);
    // Another shop's context sees nothing of it.
    expect(
      await t.inShop(otherShop, (db) =>
        listDocumentsForRegistration(ctxFor(db, otherShop.id, admin.id), t.config, registrationId),
      ),
    ).toEqual([]);

    const onVehicle = await t.request(
      admin,
      'GET',
      `/api/vehicles/documents/?vehicle=${vehicle.vin}&document_type=registration`,
    );
    expect(onVehicle.json().results.map((d: { id: number }) => d.id)).toContain(doc.id);
  });

  it("shows a registration's documents only to members who may view documents", async () => {
    const uploaded = await uploadTo(
      registrationId,
      { title: 'Renewal notice', notes: '' },
      { filename: 'notice.pdf', data: PDF },
    );
    expect(uploaded.statusCode).toBe(201);
    const url = `/api/vehicles/registrations/${registrationId}/`;
    const seen = await t.request(admin, 'GET', url);
    expect(seen.json().documents.map((d: { id: number }) => d.id)).toContain(uploaded.json().id);
    const withdrawn = await t.createUser({
      shops: [shop],
      role: 'fleet_manager',
      withdrawals: ['canViewDocuments'],
    });
    const hidden = await t.request(withdrawn, 'GET', url);
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json().documents).toEqual([]);
  });

  it('shows the documents in the vehicle detail to each member as their own permissions say, whoever asked first', async () => {
    const own = await seedVehicle(t, shop.id);
    const ownRegistration = await seedRegistration(t, shop.id, own.id);
    const uploaded = await uploadTo(
      ownRegistration,
      { title: 'Detail receipt', notes: '' },
      { filename: 'receipt.pdf', data: PDF },
    );
    expect(uploaded.statusCode).toBe(201);
    const withdrawn = await t.createUser({
      shops: [shop],
      role: 'fleet_manager',
      withdrawals: ['canViewDocuments'],
    });
    const documentsSeenBy = async (user: TestUser) => {
      const res = await t.request(user, 'GET', `/api/vehicles/vehicles/${own.vin}/`);
      expect(res.statusCode, res.body).toBe(200);
      const [registration] = res.json().registrations as { documents: { id: number }[] }[];
      return registration!.documents.map((d) => d.id);
    };
    // The detail's statement is prepared once per database: the members alternate so each one
    // would meet the other's statement if its name left the documents out.
    expect(await documentsSeenBy(withdrawn)).toEqual([]);
    expect(await documentsSeenBy(admin)).toEqual([uploaded.json().id]);
    expect(await documentsSeenBy(withdrawn)).toEqual([]);
    expect(await documentsSeenBy(admin)).toEqual([uploaded.json().id]);
  });

  it('accepts only PDF and images', async () => {
    const res = await uploadTo(
      registrationId,
      { title: 'Letter' },
      { filename: 'letter.docx', data: DOCX },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ file: [DOCUMENT_MESSAGES.unsupportedAttachment] });
  });

  it('names the missing title and file', async () => {
    const res = await uploadTo(registrationId, {});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      title: [DOCUMENT_MESSAGES.required],
      file: [DOCUMENT_MESSAGES.required],
    });
  });

  it("answers 'Registration not found' for another shop's or an unknown registration", async () => {
    const foreignVehicle = await seedVehicle(t, otherShop.id);
    const foreign = await seedRegistration(t, otherShop.id, foreignVehicle.id);
    for (const id of [foreign, 999_999_999]) {
      const res = await uploadTo(id, { title: 'x' }, { filename: 'a.pdf', data: PDF });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'Registration not found' });
    }
  });

  it('is allowed with edit alone or manage documents alone, refused with neither', async () => {
    const editor = await t.createUser({
      shops: [shop],
      role: 'fleet_coordinator',
      withdrawals: ['canManageDocuments'],
    });
    const archivist = await t.createUser({
      shops: [shop],
      role: 'vehicle_viewer',
      grants: ['canManageDocuments'],
    });
    const file = { filename: 'a.pdf', data: PDF };
    expect((await uploadTo(registrationId, { title: 'By editor' }, file, editor)).statusCode).toBe(
      201,
    );
    expect(
      (await uploadTo(registrationId, { title: 'By archivist' }, file, archivist)).statusCode,
    ).toBe(201);
    expect((await uploadTo(registrationId, { title: 'By viewer' }, file, viewer)).statusCode).toBe(
      403,
    );
    expect((await uploadTo(registrationId, { title: 'Anonymous' }, file, null)).statusCode).toBe(
      401,
    );
  });
});

describe('insurance policy documents (service)', () => {
  const formOf = (fields: Record<string, string>, file: FilePart): UploadForm => ({ fields, file });

  it('stores an insurance document on the policy and lists it for that policy only', async () => {
    const [policy] = await t.inShop(shop, (db) =>
      db
        .insert(insurancePolicies)
        .values({ shopId: shop.id, vehicleId: vehicle.id, insuranceCompany: 'Acme Mutual' })
        .returning({ id: insurancePolicies.id }),
    );
    const doc = await t.inShop(shop, (db) =>
      uploadPolicyDocument(ctxFor(db, shop.id, admin.id), t.deps, policy!.id, async () =>
        formOf({ title: 'Declarations page' }, { filename: 'dec.pdf', data: PDF }),
      ),
    );
    expect(doc).toMatchObject({
      document_type: 'insurance',
      title: 'Declarations page',
      is_pdf: true,
    });
    const read = await t.request(admin, 'GET', `/api/vehicles/policies/${policy!.id}/`);
    expect(read.json().documents.map((d: { id: number }) => d.id)).toEqual([doc.id]);
    await expect(
      t.inShop(otherShop, (db) =>
        uploadPolicyDocument(ctxFor(db, otherShop.id, admin.id), t.deps, policy!.id, async () =>
          formOf({ title: 'x' }, { filename: 'dec.pdf', data: PDF }),
        ),
      ),
    ).rejects.toMatchObject({ statusCode: 404, body: { detail: 'Insurance policy not found' } });
  });
});
