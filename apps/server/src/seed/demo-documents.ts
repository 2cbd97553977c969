import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { documents } from '../modules/documents';
import { registrations } from '../modules/registrations';
import { vehicles } from '../modules/vehicles';
import type { FileStorage } from '../platform/storage';
import { inScope } from '../platform/tenancy';
import type { Db } from '../platform/database/client';

/** A one-page PDF with a line of text, with a correct cross-reference table. */
export function onePagePdf(text: string): Buffer {
  const escaped = text.replace(/[\\()]/g, (c) => `\\${c}`);
  const stream = `BT /F1 14 Tf 60 740 Td (${escaped}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A small grey PNG standing in for a photo. */
const PHOTO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * A few documents per demo shop (issue 3 part 4): a registration card on the first vehicle's
 * registration, a title for the same vehicle and an inspection photo of the second. Real files
 * go through the storage interface. Shops that already have documents are left alone.
 */
export async function seedDemoDocuments(
  db: Db,
  storage: FileStorage,
  shopIds: number[],
): Promise<void> {
  // One transaction per shop, in that shop's row-level-security scope.
  for (const shopId of shopIds) {
    await inScope(db, { shopId, userId: null }, (tx) => seedShopDocuments(tx, storage, shopId));
  }
}

async function seedShopDocuments(db: Db, storage: FileStorage, shopId: number): Promise<void> {
  const [existing] = await db
    .select({ n: count() })
    .from(documents)
    .where(eq(documents.shopId, shopId));
  if ((existing?.n ?? 0) > 0) return;
  const fleet = await db
    .select({ id: vehicles.id, vin: vehicles.vin, description: vehicles.description })
    .from(vehicles)
    .where(eq(vehicles.shopId, shopId))
    .orderBy(asc(vehicles.id))
    .limit(2);
  const [first, second] = fleet;
  if (!first || !second) return;
  const [registration] = await db
    .select({ id: registrations.id })
    .from(registrations)
    .where(and(eq(registrations.shopId, shopId), inArray(registrations.vehicleId, [first.id])))
    .limit(1);
  const files = [
    {
      vehicle: first,
      registrationId: registration?.id ?? null,
      documentType: 'registration',
      title: 'Registration card',
      filename: 'registration-card.pdf',
      contentType: 'application/pdf',
      data: onePagePdf(`Registration card - ${first.description} - VIN ${first.vin}`),
    },
    {
      vehicle: first,
      registrationId: null,
      documentType: 'title',
      title: 'Certificate of title',
      filename: 'title.pdf',
      contentType: 'application/pdf',
      data: onePagePdf(`Certificate of title - ${first.description} - VIN ${first.vin}`),
    },
    {
      vehicle: second,
      registrationId: null,
      documentType: 'inspection',
      title: 'Inspection photo',
      filename: 'inspection-photo.png',
      contentType: 'image/png',
      data: PHOTO_PNG,
    },
  ];
  for (const f of files) {
    const storageKey = `${shopId}/${randomUUID()}`;
    await storage.put(storageKey, f.data);
    await db.insert(documents).values({
      shopId,
      vehicleId: f.vehicle.id,
      registrationId: f.registrationId,
      documentType: f.documentType,
      title: f.title,
      notes: 'Demo document',
      storageKey,
      originalFilename: f.filename,
      contentType: f.contentType,
      fileSize: f.data.length,
    });
  }
}
