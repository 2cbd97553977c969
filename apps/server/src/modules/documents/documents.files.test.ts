import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_MESSAGES } from '@fleetdesk/contract/documents';
import { setupTestApp, type TestApp, type TestUser } from '../../../test/helpers';
import { FILE_URL_TTL_SECONDS, fileUrlKey, signedFileUrl } from '../../platform/signed-url';
import { memberships, setMemberPermission } from '../shops';
import { contentDisposition } from './documents.files';
import {
  DOCX,
  GIF,
  JPEG,
  PDF,
  PNG,
  postMultipart,
  seedVehicle,
  type FilePart,
} from './documents.test-fixtures';

let shop: { id: number; name: string };
let t: TestApp;
let admin: TestUser;
let vin: string;

beforeAll(async () => {
  t = await setupTestApp();
  shop = await t.createShop();
  admin = await t.createUser({ shops: [shop] });
  ({ vin } = await seedVehicle(t, shop.id));
});
afterAll(() => t.close());

async function uploaded(file: FilePart): Promise<{ id: number; file_url: string }> {
  const res = await postMultipart(
    t,
    admin,
    '/api/vehicles/documents/',
    { vehicle: vin, document_type: 'other', title: 'Doc' },
    file,
  );
  expect(res.statusCode).toBe(201);
  return res.json();
}

const open = (url: string) => t.request(null, 'GET', url);

describe('GET /api/files/{id}/ (signed link)', () => {
  it('streams a PDF inline without a token, with protective headers', async () => {
    const doc = await uploaded({ filename: 'scan.pdf', data: PDF });
    const res = await open(doc.file_url);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload).toEqual(PDF);
    expect(res.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-length': String(PDF.length),
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, max-age=300',
      'content-disposition': `inline; filename="scan.pdf"; filename*=UTF-8''scan.pdf`,
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    });
  });

  it.each([
    ['photo.png', PNG, 'image/png'],
    ['photo.jpg', JPEG, 'image/jpeg'],
    ['anim.gif', GIF, 'image/gif'],
  ])('shows %s inline in a sandbox', async (filename, data, type) => {
    const res = await open((await uploaded({ filename, data })).file_url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(type);
    expect(res.headers['content-disposition']).toMatch(/^inline; /);
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    );
  });

  it('sends Office files as attachments', async () => {
    const res = await open((await uploaded({ filename: 'letter.docx', data: DOCX })).file_url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="letter.docx"; filename*=UTF-8''letter.docx`,
    );
    expect(res.headers['content-security-policy']).toContain('sandbox');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('forces a download with download=1', async () => {
    const doc = await uploaded({ filename: 'scan.pdf', data: PDF });
    const res = await open(`${doc.file_url}&download=1`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; /);
  });

  it('keeps a non-ASCII file name with an ASCII fallback (RFC 5987)', async () => {
    const doc = await uploaded({ filename: "Fahrzeugschein (Müller's).pdf", data: PDF });
    expect(doc).toMatchObject({ original_filename: "Fahrzeugschein (Müller's).pdf" });
    const res = await open(doc.file_url);
    expect(res.headers['content-disposition']).toBe(
      `inline; filename="Fahrzeugschein (M_ller's).pdf"; filename*=UTF-8''Fahrzeugschein%20%28M%C3%BCller%27s%29.pdf`,
    );
  });

  it('never lets quotes or backslashes out of the quoted fallback', () => {
    expect(contentDisposition('attachment', 'a"b\\c.pdf')).toBe(
      `attachment; filename="a_b_c.pdf"; filename*=UTF-8''a%22b%5Cc.pdf`,
    );
  });

  it('refuses a tampered, foreign, incomplete or expired link with 403', async () => {
    const doc = await uploaded({ filename: 'scan.pdf', data: PDF });
    const other = await uploaded({ filename: 'other.pdf', data: PDF });
    const link = new URL(doc.file_url, 'http://x');
    const exp = link.searchParams.get('exp')!;
    const sig = link.searchParams.get('sig')!;
    const flipped = `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`;
    const key = fileUrlKey(t.config);
    const expired = signedFileUrl(
      key,
      { shopId: shop.id, userId: admin.id },
      doc.id,
      Date.now() - (FILE_URL_TTL_SECONDS + 1) * 1000,
    );
    const bad = [
      `/api/files/${doc.id}/?exp=${exp}&sig=${flipped}`,
      `/api/files/${doc.id}/?exp=${Number(exp) + 3600}&sig=${sig}`,
      `/api/files/${other.id}/?exp=${exp}&sig=${sig}`,
      `/api/files/${doc.id}/?exp=${exp}`,
      `/api/files/${doc.id}/`,
      `/api/files/${doc.id}/?exp=soon&sig=${sig}`,
      `/api/files/${doc.id}/?exp=${exp}&sig=${sig}x`,
      expired,
    ];
    for (const url of bad) {
      const res = await open(url);
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toEqual({ detail: DOCUMENT_MESSAGES.linkInvalid });
    }
    expect((await open(doc.file_url)).statusCode).toBe(200);
  });

  it('expires 15 minutes after signing', async () => {
    const doc = await uploaded({ filename: 'scan.pdf', data: PDF });
    const exp = Number(new URL(doc.file_url, 'http://x').searchParams.get('exp'));
    const now = Math.floor(Date.now() / 1000);
    expect(exp - now).toBeGreaterThan(FILE_URL_TTL_SECONDS - 5);
    expect(exp - now).toBeLessThanOrEqual(FILE_URL_TTL_SECONDS);
  });

  it('answers 404 once the document is deleted, even with a valid link', async () => {
    const doc = await uploaded({ filename: 'scan.pdf', data: PDF });
    expect(
      (await t.request(admin, 'DELETE', `/api/vehicles/documents/${doc.id}/`)).statusCode,
    ).toBe(204);
    expect((await open(doc.file_url)).statusCode).toBe(404);
  });
});

describe('a signed link follows the member it was handed to', () => {
  /** The link a reply would hand this member for the document. */
  const linkFor = (user: TestUser, id: number) =>
    signedFileUrl(fileUrlKey(t.config), { shopId: shop.id, userId: user.id }, id);
  const viewer = () => t.createUser({ shops: [shop], role: 'vehicle_viewer' });

  async function refused(url: string, status: number) {
    const res = await open(url);
    expect(res.statusCode, res.body).toBe(status);
    expect(res.rawPayload).not.toEqual(PDF);
  }

  it('stops opening once the member is no longer active in the shop', async () => {
    const doc = await uploaded({ filename: 'scan.pdf', data: PDF });
    const member = await viewer();
    const link = linkFor(member, doc.id);
    expect((await open(link)).statusCode).toBe(200);
    const [membership] = await t.inShop(shop.id, (db) =>
      db
        .select({ id: memberships.id })
        .from(memberships)
        .where(and(eq(memberships.shopId, shop.id), eq(memberships.userId, member.id))),
    );
    const patched = await t.request(admin, 'PATCH', `/api/shops/members/${membership!.id}/`, {
      is_active: false,
    });
    expect(patched.statusCode, patched.body).toBe(200);
    await refused(link, 403);
  });

  it('stops opening once the member may no longer view documents', async () => {
    const doc = await uploaded({ filename: 'scan.pdf', data: PDF });
    const member = await viewer();
    const link = linkFor(member, doc.id);
    expect((await open(link)).statusCode).toBe(200);
    await t.inShop(shop.id, (db) =>
      setMemberPermission(db, {
        username: member.username,
        shop: { id: shop.id },
        permission: 'canViewDocuments',
        granted: false,
      }),
    );
    await refused(link, 403);
  });

  it("opens an archived vehicle's document only for a member who may view archived vehicles", async () => {
    const archived = await seedVehicle(t, shop.id);
    const res = await postMultipart(
      t,
      admin,
      '/api/vehicles/documents/',
      { vehicle: archived.vin, document_type: 'other', title: 'Old scan' },
      { filename: 'old.pdf', data: PDF },
    );
    expect(res.statusCode, res.body).toBe(201);
    const id: number = res.json().id;
    const member = await viewer();
    const coordinator = await t.createUser({ shops: [shop], role: 'fleet_coordinator' });
    expect((await open(linkFor(member, id))).statusCode).toBe(200);
    const archive = await t.request(
      admin,
      'POST',
      `/api/vehicles/vehicles/${archived.vin}/archive/`,
    );
    expect(archive.statusCode, archive.body).toBe(200);
    await refused(linkFor(member, id), 404);
    expect((await open(linkFor(coordinator, id))).statusCode).toBe(200);
  });
});

describe('OpenAPI', () => {
  it('describes the document and file paths', async () => {
    const doc = (await t.request(null, 'GET', '/api/docs/json')).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/vehicles/documents/',
        '/api/vehicles/documents/{id}/',
        '/api/vehicles/registrations/{id}/upload_document/',
        '/api/files/{id}/',
      ]),
    );
    expect(doc.paths['/api/vehicles/documents/'].post.responses['201']).toBeDefined();
  });
});
