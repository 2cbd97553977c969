import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DOCUMENT_MESSAGES, maxLengthMessage } from '@fleetdesk/contract/documents';
import { setupTestApp, type TestApp, type TestShop, type TestUser } from '../../../test/helpers';
import type { Db } from '../../platform/database/client';
import { auditLog } from '../audit/audit.tables';
import { vehicles } from '../vehicles/vehicles.tables';
import {
  CFB,
  DOCX,
  GIF,
  HTML,
  JPEG,
  PDF,
  PLAIN_ZIP,
  PNG,
  pngOf,
  SVG,
  XLSX,
  postMultipart,
  seedVehicle,
  storedPath,
  type FilePart,
} from './documents.test-fixtures';
import { documents } from './documents.tables';

let t: TestApp;
let shop: TestShop;
let otherShop: TestShop;
let admin: TestUser;
let viewer: TestUser;
let vin: string;
let vehicleId: number;

beforeAll(async () => {
  t = await setupTestApp();
  shop = await t.createShop();
  otherShop = await t.createShop();
  admin = await t.createUser({ shops: [shop], role: 'administrator' });
  viewer = await t.createUser({ shops: [shop], role: 'vehicle_viewer' });
  ({ vin, id: vehicleId } = await seedVehicle(t, shop.id));
});
afterAll(() => t.close());

const URL = '/api/vehicles/documents/';
const fields = (over: Record<string, string> = {}) => ({
  vehicle: vin,
  document_type: 'title',
  title: 'Title certificate',
  notes: 'Original kept in the office safe',
  ...over,
});
const upload = (
  file: FilePart | undefined,
  over: Record<string, string> = {},
  user: TestUser | null = admin,
) => postMultipart(t, user, URL, fields(over), file);
const uploadsDir = () => path.join(t.config.DATA_DIR, 'uploads');
const storedFileCount = () =>
  existsSync(uploadsDir())
    ? readdirSync(uploadsDir(), { recursive: true, withFileTypes: true }).filter((e) => e.isFile())
        .length
    : 0;

describe('POST /api/vehicles/documents/', () => {
  const accepted: [string, Buffer, string, { is_pdf: boolean; is_image: boolean }][] = [
    ['scan.pdf', PDF, 'application/pdf', { is_pdf: true, is_image: false }],
    ['photo.png', PNG, 'image/png', { is_pdf: false, is_image: true }],
    ['photo.jpg', JPEG, 'image/jpeg', { is_pdf: false, is_image: true }],
    ['PHOTO.JPEG', JPEG, 'image/jpeg', { is_pdf: false, is_image: true }],
    ['damage.gif', GIF, 'image/gif', { is_pdf: false, is_image: true }],
    ['letter.doc', CFB, 'application/msword', { is_pdf: false, is_image: false }],
    ['costs.xls', CFB, 'application/vnd.ms-excel', { is_pdf: false, is_image: false }],
    [
      'letter.docx',
      DOCX,
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      { is_pdf: false, is_image: false },
    ],
    [
      'costs.xlsx',
      XLSX,
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      { is_pdf: false, is_image: false },
    ],
  ];

  it.each(accepted)(
    'stores %s by its bytes, on disk, with an audit row',
    async (filename, data, contentType, flags) => {
      // The browser's claim is ignored: every file is sent as octet-stream.
      const res = await upload({ filename, data });
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body).toEqual({
        id: expect.any(Number),
        document_type: 'title',
        document_type_display: 'Title',
        title: 'Title certificate',
        file: filename,
        original_filename: filename,
        file_size: data.length,
        notes: 'Original kept in the office safe',
        created_at: expect.any(String),
        file_url: expect.stringMatching(
          new RegExp(`^/api/files/${body.id}/\\?exp=\\d+&sig=${shop.id}\\.${admin.id}\\.[\\w-]+$`),
        ),
        expires_on: null,
        ...flags,
      });
      const [row] = await t.inShop(shop, (db) =>
        db.select().from(documents).where(eq(documents.id, body.id)),
      );
      expect(row).toMatchObject({
        shopId: shop.id,
        vehicleId,
        contentType,
        uploadedBy: admin.id,
        registrationId: null,
      });
      expect(row!.storageKey).toMatch(new RegExp(`^${shop.id}/[0-9a-f-]{36}$`));
      expect(readFileSync(await storedPath(t, shop.id, body.id))).toEqual(data);
      const audits = await t.inShop(shop, (db) =>
        db
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.entity, 'document'), eq(auditLog.entityId, String(body.id)))),
      );
      expect(audits).toEqual([
        expect.objectContaining({ action: 'upload', userId: admin.id, shopId: shop.id }),
      ]);
    },
  );

  it('keeps only the name of a path-like filename', async () => {
    const res = await upload({ filename: 'C:\\fakepath\\scan.pdf', data: PDF });
    expect(res.statusCode).toBe(201);
    expect(res.json().original_filename).toBe('scan.pdf');
  });

  const refused: [string, string, Buffer][] = [
    ['a .pdf that is really HTML', 'invoice.pdf', HTML],
    [
      'HTML with a script named .png',
      'photo.png',
      Buffer.from('<html><script>alert(1)</script></html>'),
    ],
    ['an SVG named .png', 'logo.png', SVG],
    ['an SVG under its own name', 'logo.svg', SVG],
    ['a PNG named .pdf', 'scan.pdf', PNG],
    ['a PDF named .docx', 'letter.docx', PDF],
    ['a plain zip named .xlsx', 'costs.xlsx', PLAIN_ZIP],
    ['a Word file named .xlsx', 'costs.xlsx', DOCX],
    ['an HTML page', 'page.html', HTML],
    ['unknown bytes', 'data.pdf', Buffer.from([1, 2, 3, 4, 5, 6, 7, 8])],
    ['a file without extension', 'scan', PDF],
  ];

  it.each(refused)('refuses %s', async (_what, filename, data) => {
    const before = await storedFileCount();
    const res = await upload({ filename, data, contentType: 'application/pdf' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ file: [DOCUMENT_MESSAGES.unsupportedType] });
    expect(await storedFileCount()).toBe(before);
  });

  it('refuses a file over 20 MB with 413', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(21 * 1024 * 1024)]);
    const res = await upload({ filename: 'huge.pdf', data: big });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ detail: 'The file is larger than 20 MB.' });
  });

  it('refuses a picture over 25 megapixels from its header, and takes a 24 MP photo', async () => {
    const before = await storedFileCount();
    for (const [width, height] of [
      [13_800, 13_800],
      [10_001, 10],
    ] as const) {
      const res = await upload({ filename: 'bomb.png', data: pngOf(width, height) });
      expect(res.statusCode, `${width} x ${height}`).toBe(400);
      expect(res.json()).toEqual({ file: [DOCUMENT_MESSAGES.imageTooLarge] });
    }
    expect(await storedFileCount()).toBe(before);
    const photo = await upload({ filename: 'phone.png', data: pngOf(6000, 4000) });
    expect(photo.statusCode, photo.body).toBe(201);
  });

  it('names every missing field', async () => {
    const res = await postMultipart(t, admin, URL, {});
    expect(res.statusCode).toBe(400);
    const required = [DOCUMENT_MESSAGES.required];
    expect(res.json()).toEqual({
      vehicle: required,
      document_type: required,
      title: required,
      file: required,
    });
  });

  it('treats blank fields and an unchosen file as missing', async () => {
    const res = await upload(
      { filename: '', data: Buffer.alloc(0) },
      { title: '   ', document_type: '' },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      document_type: [DOCUMENT_MESSAGES.required],
      title: [DOCUMENT_MESSAGES.required],
      file: [DOCUMENT_MESSAGES.required],
    });
  });

  it('refuses an empty file, an unknown document type and an over-long title', async () => {
    const res = await upload(
      { filename: 'empty.pdf', data: Buffer.alloc(0) },
      { document_type: 'passport', title: 'x'.repeat(256) },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      document_type: ['"passport" is not a valid choice.'],
      title: [maxLengthMessage(255)],
      file: [DOCUMENT_MESSAGES.emptyFile],
    });
  });

  it('reads a JSON body as an empty form', async () => {
    const res = await t.request(admin, 'POST', URL, {
      vehicle: vin,
      title: 'x',
      document_type: 'title',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().file).toEqual([DOCUMENT_MESSAGES.required]);
  });

  it('answers a cut-off multipart body with 400, not 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: URL,
      headers: {
        authorization: `Token ${admin.token}`,
        'content-type': 'multipart/form-data; boundary=xyz',
      },
      payload:
        '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.4 cut',
    });
    expect(res.statusCode).toBe(400);
  });

  it("answers 404 for another shop's vehicle and stores nothing", async () => {
    const foreign = await seedVehicle(t, otherShop.id);
    const before = await storedFileCount();
    const res = await upload({ filename: 'scan.pdf', data: PDF }, { vehicle: foreign.vin });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: DOCUMENT_MESSAGES.vehicleNotFound });
    expect(await storedFileCount()).toBe(before);
  });

  it('removes the stored file when the database insert fails', async () => {
    const doomed = await seedVehicle(t, shop.id);
    const storage = t.deps.storage;
    const realPut = storage.put.bind(storage);
    const put = vi.spyOn(storage, 'put');
    const remove = vi.spyOn(storage, 'remove');
    // The vehicle vanishes between storing the bytes and inserting the row. PostgreSQL: another
    // connection deletes it, as a concurrent request would. PGlite has one connection, which the
    // request's transaction holds until the reply (any other transaction waits for it): there the
    // vehicle is deleted within the request's own transaction, caught as the request begins it.
    let requestTx: Db | undefined;
    const realTransaction = t.db.transaction.bind(t.db);
    const transaction =
      t.deps.engine === 'pglite'
        ? vi.spyOn(t.db, 'transaction').mockImplementationOnce((work, config) =>
            realTransaction((tx) => {
              requestTx = tx as unknown as Db;
              return work(tx);
            }, config),
          )
        : null;
    const vanish = (db: Db) => db.delete(vehicles).where(eq(vehicles.id, doomed.id));
    put.mockImplementationOnce(async (key, data) => {
      await realPut(key, data);
      await (requestTx ? vanish(requestTx) : t.inShop(shop, vanish));
    });
    try {
      const before = await storedFileCount();
      const res = await upload({ filename: 'scan.pdf', data: PDF }, { vehicle: doomed.vin });
      expect(res.statusCode).toBe(500);
      expect(remove).toHaveBeenCalledTimes(1);
      expect(await storedFileCount()).toBe(before);
    } finally {
      put.mockRestore();
      remove.mockRestore();
      transaction?.mockRestore();
    }
  });

  it('asks for a token', async () => {
    expect((await upload({ filename: 'scan.pdf', data: PDF }, {}, null)).statusCode).toBe(401);
  });

  it('is refused without manage documents', async () => {
    const res = await upload({ filename: 'scan.pdf', data: PDF }, {}, viewer);
    expect(res.statusCode).toBe(403);
  });
});
