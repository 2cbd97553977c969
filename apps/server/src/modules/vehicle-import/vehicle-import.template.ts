import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import {
  IMPORT_FIELDS,
  IMPORT_FIELD_LABELS,
  type ImportField,
  type ImportTemplateFormat,
} from '@fleetdesk/contract/vehicle-import';

/**
 * The import template: one header row naming every field a column can feed, in the words the
 * mapping's guess recognises, so a filled-in template maps itself, and an example row.
 */
const HEADERS = IMPORT_FIELDS.map((f) => IMPORT_FIELD_LABELS[f]);

/**
 * One filled-in row under the header, showing what each column takes: a valid VIN, type names,
 * money without a currency sign, dates as a US spreadsheet writes them (the import reads them and
 * says so). Location and driver stay blank: they must name the shop's own. Delete it before
 * importing, or the dry run lists it as a vehicle to create.
 */
const EXAMPLE: Record<ImportField, string | number> = {
  vin: '1HGCM82633A004352',
  make: 'Honda',
  model: 'Accord',
  year: 2003,
  license_plate: '8ABC123',
  location: '',
  primary_driver: '',
  vehicle_types: 'loaner',
  current_value: '12500.00',
  current_mileage: '84210',
  registration_plate_cost: '85.00',
  registration_expiration_date: '12/31/2026',
  registration_last_renewed: '12/31/2025',
  insurance_company: 'Example Mutual',
  policy_number: 'EX-1001',
  policy_premium: '1200.00',
  policy_start_date: '1/1/2026',
  policy_end_date: '12/31/2026',
};
const EXAMPLE_ROW = IMPORT_FIELDS.map((f) => EXAMPLE[f]);

export const TEMPLATE_MEDIA_TYPES: Record<ImportTemplateFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export async function importTemplate(format: ImportTemplateFormat): Promise<Buffer> {
  if (format === 'csv') return Buffer.from(stringify([HEADERS, EXAMPLE_ROW], { bom: true }));
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Vehicles');
  sheet.columns = HEADERS.map((header) => ({ header, width: Math.max(12, header.length + 2) }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRow(EXAMPLE_ROW);
  return Buffer.from(await book.xlsx.writeBuffer());
}
