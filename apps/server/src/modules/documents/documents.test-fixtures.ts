import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { withVinCheckDigit } from '@fleetdesk/contract/rules/vehicle-rules';
import type { TestApp } from '../../../test/helpers';
import { registrations } from '../registrations/registrations.tables';
import { vehicles } from '../vehicles/vehicles.tables';
import { documents } from './documents.tables';

/** Test helpers: real minimal files of each accepted kind and a hand-built multipart body. */

export type FilePart = { filename: string; data: Buffer; contentType?: string };

/** A multipart/form-data body, built by hand so tests control every byte (names, types, order). */
export function multipart(fields: Record<string, string>, file?: FilePart, fileField = 'file') {
  const boundary = `----fleetdesk${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${fileField}"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\n' +
    'trailer <</Root 1 0 R>>\n%%EOF\n',
);
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
export const GIF = Buffer.from(
  'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7',
  'base64',
);
/** SOI, a JFIF APP0 segment, EOI. */
export const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);
/** An OLE compound file header (Word / Excel 97-2003 container) padded to one sector. */
export const CFB = Buffer.concat([
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  Buffer.alloc(504),
]);

/** A zip of stored (uncompressed) entries, with central directory, as an Office file is. */
export function zip(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const nameBytes = Buffer.from(name);
    const data = Buffer.from(text);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(centrals.length / 2, 8);
  end.writeUInt16LE(centrals.length / 2, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const contentTypes = (part: string, type: string) =>
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  `<Override PartName="${part}" ContentType="${type}.main+xml"/></Types>`;

export const DOCX = zip({
  '[Content_Types].xml': contentTypes(
    '/word/document.xml',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  ),
  'word/document.xml':
    '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"/>',
});
export const XLSX = zip({
  '[Content_Types].xml': contentTypes(
    '/xl/workbook.xml',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ),
  'xl/workbook.xml':
    '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"/>',
});
export const PLAIN_ZIP = zip({ 'readme.txt': 'hello' });

export const HTML = Buffer.from(
  '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>',
);
export const SVG = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
);

/**
 * A real PNG of `width` x `height` blank 1-bit pixels: tiny on the wire (13,800 x 13,800 is 23 KB),
 * gigabytes once decoded. `corrupt` keeps the header and spoils the pixel data.
 */
export function pngOf(width: number, height: number, corrupt = false): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8); // 1 bit, greyscale, deflate, no filter, not interlaced
  const rows = Buffer.alloc((Math.ceil(width / 8) + 1) * height);
  const pixels = corrupt ? Buffer.from('not deflated pixel data') : deflateSync(rows);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Posts a multipart body as `user` (null: no token). */
export function postMultipart(
  t: TestApp,
  user: { token: string } | null,
  url: string,
  fields: Record<string, string>,
  file?: FilePart,
) {
  const body = multipart(fields, file);
  return t.app.inject({
    method: 'POST',
    url,
    headers: {
      'content-type': body.contentType,
      ...(user ? { authorization: `Token ${user.token}` } : {}),
    },
    payload: body.payload,
  });
}

/** A vehicle in the shop, with a VIN unique to this run. */
export async function seedVehicle(
  t: TestApp,
  shopId: number,
): Promise<{ id: number; vin: string }> {
  const vin = withVinCheckDigit(`1FD${randomBytes(7).toString('hex')}`);
  const [row] = await t.inShop(shopId, (db) =>
    db
      .insert(vehicles)
      .values({
        shopId,
        vin,
        make: 'Ford',
        model: 'Transit',
        year: 2022,
        licensePlate: `P${vin.slice(-6)}`,
      })
      .returning({ id: vehicles.id, vin: vehicles.vin }),
  );
  return row!;
}

export async function seedRegistration(
  t: TestApp,
  shopId: number,
  vehicleId: number,
): Promise<number> {
  const [row] = await t.inShop(shopId, (db) =>
    db
      .insert(registrations)
      .values({ shopId, vehicleId, expirationDate: '2030-01-31', plateCost: '120.00' })
      .returning({ id: registrations.id }),
  );
  return row!.id;
}

/** Where the local storage keeps a document's bytes (tests look at the disk directly). */
export async function storedPath(t: TestApp, shopId: number, documentId: number): Promise<string> {
  const [row] = await t.inShop(shopId, (db) =>
    db.select({ key: documents.storageKey }).from(documents).where(eq(documents.id, documentId)),
  );
  return path.join(t.config.DATA_DIR, 'uploads', row!.key);
}
