import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_MESSAGES } from '@fleetdesk/contract/documents';
import { SHOP_IDENTITY_MESSAGES } from '@fleetdesk/contract/shop-identity';
import { setupTestApp, type TestApp, type TestUser } from '../../../test/helpers';
import { GIF, JPEG, PNG, multipart, pngOf } from '../documents/documents.test-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

const IDENTITY = '/api/shops/identity/';
const LOGO = '/api/shops/identity/logo/';

function upload(user: TestUser, file: { filename: string; data: Buffer }) {
  const body = multipart({}, file);
  return t.request(user, 'POST', LOGO, body.payload, { 'content-type': body.contentType });
}

async function setup() {
  const shop = await t.createShop('Reyes Collision');
  const admin = await t.createUser({ shops: [shop], role: 'administrator' });
  const viewer = await t.createUser({ shops: [shop], role: 'vehicle_viewer' });
  return { shop, admin, viewer };
}

const BODY = {
  legal_name: 'Reyes Collision & Paint LLC',
  address: '12 Harbor Way\nOakland, CA 94607',
  phone: '(510) 555-0142',
  email: 'office@reyes.example',
};

describe('the shop identity', () => {
  it('is empty at first, saved by an administrator, read by any member and audited', async () => {
    const { admin, viewer } = await setup();
    const empty = await t.request(viewer, 'GET', IDENTITY);
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json()).toEqual({
      legal_name: '',
      address: '',
      phone: '',
      email: '',
      logo_url: null,
    });

    const saved = await t.request(admin, 'PATCH', IDENTITY, BODY);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ ...BODY, logo_url: null });
    expect((await t.request(viewer, 'GET', IDENTITY)).json()).toEqual({ ...BODY, logo_url: null });

    // Only what is sent changes; blank clears.
    const partly = await t.request(admin, 'PATCH', IDENTITY, { phone: '  ', email: null });
    expect(partly.json()).toEqual({ ...BODY, phone: '', email: '', logo_url: null });

    const activity = await t.request(admin, 'GET', '/api/audit/events/?area=settings');
    expect(activity.statusCode, activity.body).toBe(200);
    const rows = (activity.json().results as { record: { type: string } }[]).filter(
      (r) => r.record.type === 'shop_identity',
    );
    expect(rows).toHaveLength(2);
  });

  it('answers PATCH {} with the identity unchanged', async () => {
    const { admin } = await setup();
    await t.request(admin, 'PATCH', IDENTITY, BODY);
    const res = await t.request(admin, 'PATCH', IDENTITY, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ...BODY, logo_url: null });
  });

  it('refuses bad fields with a message per field', async () => {
    const { admin } = await setup();
    const res = await t.request(admin, 'PATCH', IDENTITY, {
      email: 'not an address',
      legal_name: 'x'.repeat(201),
      phone: 12,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({
      email: ['Enter a valid email address.'],
      legal_name: ['Ensure this field has no more than 200 characters.'],
      phone: ['Enter text.'],
    });
    expect((await t.request(admin, 'GET', IDENTITY)).json().legal_name).toBe('');
  });

  it('is changed by administrators only (403), another shop sees its own', async () => {
    const { admin, viewer } = await setup();
    expect((await t.request(viewer, 'PATCH', IDENTITY, BODY)).statusCode).toBe(403);
    expect((await upload(viewer, { filename: 'logo.png', data: PNG })).statusCode).toBe(403);
    expect((await t.request(viewer, 'DELETE', LOGO)).statusCode).toBe(403);
    const granted = await t.createUser({
      shops: [(await setup()).shop],
      role: 'vehicle_viewer',
      grants: ['canManageShopSettings'],
    });
    expect((await t.request(granted, 'PATCH', IDENTITY, BODY)).statusCode).toBe(200);

    await t.request(admin, 'PATCH', IDENTITY, BODY);
    const other = await setup();
    expect((await t.request(other.admin, 'GET', IDENTITY)).json().legal_name).toBe('');
  });
});

describe("the shop's logo", () => {
  it('is uploaded, served through a signed link to members, replaced and removed', async () => {
    const { admin, viewer } = await setup();
    const res = await upload(admin, { filename: 'logo.png', data: PNG });
    expect(res.statusCode, res.body).toBe(201);
    const url = res.json().logo_url as string;
    expect(url).toMatch(/^\/api\/shops\/logos\/\d+\/\?exp=\d+&sig=/);

    const seen = (await t.request(viewer, 'GET', IDENTITY)).json().logo_url as string;
    const file = await t.request(null, 'GET', seen);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(PNG)).toBe(true);
    expect((await t.request(null, 'GET', url.replace(/sig=.{4}/, 'sig=0000'))).statusCode).toBe(
      403,
    );
    // A link of one shop names that shop: another id with it does not open.
    const other = await setup();
    const moved = url.replace(/logos\/\d+\//, `logos/${other.shop.id}/`);
    expect((await t.request(null, 'GET', moved)).statusCode).toBe(403);

    const replaced = await upload(admin, { filename: 'logo.jpg', data: JPEG });
    expect(replaced.statusCode, replaced.body).toBe(201);
    const jpeg = await t.request(null, 'GET', replaced.json().logo_url);
    expect(jpeg.headers['content-type']).toBe('image/jpeg');

    expect((await t.request(admin, 'DELETE', LOGO)).statusCode).toBe(204);
    expect((await t.request(admin, 'GET', IDENTITY)).json().logo_url).toBeNull();
    expect((await t.request(null, 'GET', url)).statusCode).toBe(404);
    const again = await t.request(admin, 'DELETE', LOGO);
    expect(again.statusCode).toBe(404);
    expect(again.json().detail).toBe(SHOP_IDENTITY_MESSAGES.noLogo);
  });

  it('refuses what is no PNG or JPEG, too big a file, or too many pixels', async () => {
    const { admin } = await setup();
    const refused = async (file: { filename: string; data: Buffer }) => {
      const res = await upload(admin, file);
      expect(res.statusCode, res.body).toBe(400);
      return res.json().file as string[];
    };
    expect(await refused({ filename: 'logo.gif', data: GIF })).toEqual([
      SHOP_IDENTITY_MESSAGES.logoUnsupported,
    ]);
    expect(await refused({ filename: 'logo.png', data: pngOf(2001, 10) })).toEqual([
      SHOP_IDENTITY_MESSAGES.logoTooManyPixels,
    ]);
    expect(await refused({ filename: 'logo.png', data: pngOf(50, 50, true) })).toEqual([
      SHOP_IDENTITY_MESSAGES.logoUnsupported,
    ]);
    // A PNG header followed by 2 MB of padding: too big, whatever it shows.
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    expect(await refused({ filename: 'logo.png', data: big })).toEqual([
      SHOP_IDENTITY_MESSAGES.logoTooLarge,
    ]);
    const form = multipart({ note: 'no file' });
    const none = await t.request(admin, 'POST', LOGO, form.payload, {
      'content-type': form.contentType,
    });
    expect(none.statusCode, none.body).toBe(400);
    expect(none.json().file).toEqual([DOCUMENT_MESSAGES.required]);
    expect((await t.request(admin, 'GET', IDENTITY)).json().logo_url).toBeNull();
  });
});
