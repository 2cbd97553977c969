import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import {
  IMPORT_FIELDS,
  IMPORT_FIELD_LABELS,
  type ImportTemplateFormat,
} from '@fleetdesk/contract/vehicle-import';

/**
 * The import template: one header row naming every field a column can feed, in the words the
 * mapping's guess recognises, so a filled-in template maps itself.
 */
const HEADERS = IMPORT_FIELDS.map((f) => IMPORT_FIELD_LABELS[f]);

export const TEMPLATE_MEDIA_TYPES: Record<ImportTemplateFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export async function importTemplate(format: ImportTemplateFormat): Promise<Buffer> {
  if (format === 'csv') return Buffer.from(stringify([HEADERS], { bom: true }));
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Vehicles');
  sheet.columns = HEADERS.map((header) => ({ header, width: Math.max(12, header.length + 2) }));
  sheet.getRow(1).font = { bold: true };
  return Buffer.from(await book.xlsx.writeBuffer());
}
