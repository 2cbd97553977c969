import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PHOTO_BYTES } from '@fleetdesk/contract/vehicle-glance';
import { setupTestApp, type TestApp, type TestUser } from '../../../test/helpers';
import { DOCUMENT_MESSAGES } from '@fleetdesk/contract/documents';
import { JPEG, PDF, PNG, multipart, pngOf } from '../documents/documents.test-fixtures';
import { vehiclePhotos } from '../vehicles';
import { vehicleFixtures } from '../vehicles/vehicles.test-fixtures';

let t: TestApp;
let f: ReturnType<typeof vehicleFixtures>;
beforeAll(async () => {
  t = await setupTestApp();
  f = vehicleFixtures(t);
});
afterAll(() => t.close());

function upload(user: TestUser, vin: string, file: { filename: string; data: Buffer }) {
  const body = multipart({}, file);
  return t.request(user, 'POST', `/api/vehicles/vehicles/${vin}/photo/`, body.payload, {
    'content-type': body.contentType,
  });
}

const detailOf = async (user: TestUser, vin: string) =>
  (await t.request(user, 'GET', `/api/vehicles/vehicles/${vin}/`)).json() as {
    photo_url: string | null;
  };

async function setup() {
  const shop = await t.createShop();
  const admin = await t.createUser({ shops: [shop], role: 'administrator' });
  const vehicle = await f.createVehicle(admin);
  return { shop, admin, vehicle };
}

describe("a vehicle's photo", () => {
  it('is uploaded, shown in the detail and the list through a signed link, replaced and removed', async () => {
    const { shop, admin, vehicle } = await setup();
    // Where its bytes are: the old file goes once the replacing request has committed.
    const storedKey = async () =>
      (await t.inShop(shop, (db) => db.select().from(vehiclePhotos)))[0]?.storageKey ?? null;
    expect((await detailOf(admin, vehicle.vin)).photo_url).toBeNull();

    const res = await upload(admin, vehicle.vin, { filename: 'car.png', data: PNG });
    expect(res.statusCode, res.body).toBe(201);
    const url = res.json().photo_url as string;
    expect(url).toMatch(/^\/api\/vehicles\/photos\/\d+\/\?exp=\d+&sig=/);
    expect((await detailOf(admin, vehicle.vin)).photo_url).toBe(url);
    const list = await t.request(admin, 'GET', '/api/vehicles/vehicles/');
    expect(list.json().results[0].photo_url).toBe(url);

    // The link opens without a token; a tampered one does not.
    const file = await t.request(null, 'GET', url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(PNG)).toBe(true);
    expect((await t.request(null, 'GET', url.replace(/sig=.{4}/, 'sig=0000'))).statusCode).toBe(
      403,
    );

    const firstKey = (await storedKey())!;
    expect(await t.deps.storage.exists(firstKey)).toBe(true);
    const replaced = await upload(admin, vehicle.vin, { filename: 'car.jpg', data: JPEG });
    expect(replaced.statusCode, replaced.body).toBe(201);
    expect(await t.deps.storage.exists(firstKey)).toBe(false);
    const secondKey = (await storedKey())!;
    expect(await t.deps.storage.exists(secondKey)).toBe(true);
    expect(replaced.json().photo_url).not.toBe(url);
    expect((await t.request(null, 'GET', url)).statusCode).toBe(404);
    const jpeg = await t.request(null, 'GET', replaced.json().photo_url as string);
    expect(jpeg.headers['content-type']).toBe('image/jpeg');

    const removed = await t.request(
      admin,
      'DELETE',
      `/api/vehicles/vehicles/${vehicle.vin}/photo/`,
    );
    expect(removed.statusCode).toBe(204);
    expect(await t.deps.storage.exists(secondKey)).toBe(false);
    expect((await detailOf(admin, vehicle.vin)).photo_url).toBeNull();
    const again = await t.request(admin, 'DELETE', `/api/vehicles/vehicles/${vehicle.vin}/photo/`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ detail: 'This vehicle has no photo.' });
  });

  it('refuses what is not a JPEG, PNG or GIF image, or larger than 2 MB, and changes nothing', async () => {
    const { admin, vehicle } = await setup();
    const pdf = await upload(admin, vehicle.vin, { filename: 'car.png', data: PDF });
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json()).toEqual({ file: ['Send the photo as a JPEG, PNG or GIF image.'] });
    const big = Buffer.concat([PNG, Buffer.alloc(MAX_PHOTO_BYTES)]);
    const large = await upload(admin, vehicle.vin, { filename: 'car.png', data: big });
    expect(large.statusCode).toBe(400);
    expect(large.json()).toEqual({
      file: ['The photo is larger than 2 MB; choose a smaller one.'],
    });
    const bomb = await upload(admin, vehicle.vin, {
      filename: 'car.png',
      data: pngOf(13_800, 13_800),
    });
    expect(bomb.statusCode).toBe(400);
    expect(bomb.json()).toEqual({ file: [DOCUMENT_MESSAGES.imageTooLarge] });
    expect((await detailOf(admin, vehicle.vin)).photo_url).toBeNull();
  });

  it('needs the permission to edit the vehicle; a member who may no longer see vehicles loses the link', async () => {
    const { shop, admin, vehicle } = await setup();
    const viewer = await t.createUser({ shops: [shop], role: 'vehicle_viewer' });
    expect((await upload(viewer, vehicle.vin, { filename: 'a.png', data: PNG })).statusCode).toBe(
      403,
    );
    await upload(admin, vehicle.vin, { filename: 'a.png', data: PNG });
    const seen = (await detailOf(viewer, vehicle.vin)).photo_url!;
    expect((await t.request(null, 'GET', seen)).statusCode).toBe(200);
    const revoked = await t.createUser({
      shops: [shop],
      role: 'vehicle_viewer',
      withdrawals: ['canViewBasic'],
    });
    const url = (await detailOf(revoked, vehicle.vin)).photo_url!;
    expect((await t.request(null, 'GET', url)).statusCode).toBe(403);
  });
});
