import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import { withVinCheckDigit } from '@fleetdesk/contract/rules/vehicle-rules';
import type { TestApp, TestShop, TestUser } from '../../../test/helpers';
import { auditLog } from '../audit/audit.tables';
import { postMultipart } from '../documents/documents.test-fixtures';
import { vehicles } from '../vehicles/vehicles.tables';

/** Test helpers: spreadsheets built as a user's would be, posted as the web page posts them. */

/** A valid VIN unique to this run: hex has no I, O or Q, and position 9 is its check digit. */
export const freshVin = () => withVinCheckDigit(`1MP${randomBytes(7).toString('hex')}`);

export const csvOf = (rows: readonly (readonly string[])[]) =>
  Buffer.from(stringify(rows.map((r) => [...r])));

export async function xlsxOf(rows: readonly (readonly (string | number | Date)[])[]) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Fleet');
  for (const row of rows) sheet.addRow([...row]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

export function importFixtures(t: TestApp) {
  const post = (
    user: TestUser,
    file: Buffer | null,
    opts: { dryRun?: boolean; mapping?: unknown; filename?: string } = {},
  ) =>
    postMultipart(
      t,
      user,
      `/api/vehicles/import/${opts.dryRun ? '?dry_run=true' : ''}`,
      opts.mapping === undefined ? {} : { mapping: JSON.stringify(opts.mapping) },
      file ? { filename: opts.filename ?? 'fleet.csv', data: file } : undefined,
    );

  const vehiclesOf = (shop: TestShop, vins: readonly string[]) =>
    t.inShop(shop, (db) =>
      db
        .select()
        .from(vehicles)
        .where(and(eq(vehicles.shopId, shop.id), inArray(vehicles.vin, [...vins]))),
    );

  const auditsOf = (shop: TestShop, entity: string) =>
    t.inShop(shop, (db) =>
      db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.shopId, shop.id), eq(auditLog.entity, entity)))
        .orderBy(auditLog.id),
    );

  return { post, vehiclesOf, auditsOf };
}
