import { z } from 'zod';
import { mappingGuesser, sheetImportReplySchema } from './sheet-import';
import { INSURANCE_MESSAGES } from './insurance';
import { mileageValueSchema } from './mileage';
import { REGISTRATION_MESSAGES } from './registrations';
import { optionalDate, optionalMoney, optionalText } from './vehicle-fields';
import { vehicleInputSchema } from './vehicles';

/**
 * Importing a fleet from a spreadsheet (issue 26; docs/api.md "Vehicle import"): the fields a
 * column can feed, the row as the vehicle form checks it, the reply, and the guess of a mapping
 * from the file's headers.
 */

/** The vehicle form's fields, then the current registration's and insurance policy's. */
export const IMPORT_FIELDS = [
  'vin',
  'make',
  'model',
  'year',
  'license_plate',
  'location',
  'primary_driver',
  'vehicle_types',
  'current_value',
  'current_mileage',
  'registration_plate_cost',
  'registration_expiration_date',
  'registration_last_renewed',
  'insurance_company',
  'policy_number',
  'policy_premium',
  'policy_start_date',
  'policy_end_date',
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

export const IMPORT_FIELD_LABELS: Record<ImportField, string> = {
  vin: 'VIN',
  make: 'Make',
  model: 'Model',
  year: 'Year',
  license_plate: 'License plate',
  location: 'Location',
  primary_driver: 'Primary driver (e-mail)',
  vehicle_types: 'Vehicle types',
  current_value: 'Current value',
  current_mileage: 'Current mileage',
  registration_plate_cost: 'Registration plate cost',
  registration_expiration_date: 'Registration expiration date',
  registration_last_renewed: 'Registration last renewed',
  insurance_company: 'Insurance company',
  policy_number: 'Policy number',
  policy_premium: 'Policy premium',
  policy_start_date: 'Policy start date',
  policy_end_date: 'Policy end date',
};

/** The most rows one file may hold: an import stays one short request (docs/decisions/0013). */
export const MAX_IMPORT_ROWS = 10_000;
/**
 * The most an XLSX may unpack to, checked before it is loaded: 10,000 rows of 12 columns unpack
 * to about 5 MB; a 409 KB file that unpacked to 400 MB took 1.4 GB to load.
 */
export const MAX_XLSX_UNPACKED_BYTES = 50 * 1024 * 1024;

export const IMPORT_MESSAGES = {
  fileRequired: 'Choose a CSV or XLSX file to import.',
  unreadable: 'The file could not be read as CSV or XLSX.',
  noHeader: 'The first row must name the columns.',
  empty: 'The file has no vehicles below its header.',
  tooLargeUnpacked: `The spreadsheet is larger than ${MAX_XLSX_UNPACKED_BYTES / 1024 / 1024} MB unpacked; split it and import each part.`,
  tooMany: `The file has more than ${MAX_IMPORT_ROWS.toLocaleString('en-US')} rows; split it and import each part.`,
  mappingInvalid: 'The mapping must be a JSON object from a column header to a field.',
  unknownColumn: (column: string) => `The file has no column "${column}".`,
  unknownField: (field: string) => `"${field}" is not a field a column can feed.`,
  fieldTwice: (field: string) => `Two columns are mapped to ${field}.`,
  vinInFile: (line: number) => `This VIN is also on line ${line}.`,
  notImported: 'Nothing was imported: fix the rows with errors and import the file again.',
  importedMeanwhile:
    'Another change added some of these VINs first; check the file again to see them.',
  formatInvalid: 'Choose csv or xlsx.',
} as const;

/** Registration or policy columns filled without the one that makes the record. */
const REGISTRATION_FIELDS = [
  'registration_plate_cost',
  'registration_expiration_date',
  'registration_last_renewed',
] as const;
const POLICY_FIELDS = [
  'insurance_company',
  'policy_number',
  'policy_premium',
  'policy_start_date',
  'policy_end_date',
] as const;

/**
 * One row of the file as the vehicle form checks it (same messages). Location, driver and types
 * are names here (a location's name, a member's e-mail, type names separated by commas); the
 * server resolves them against the shop and reports unknown ones in the form's words.
 */
export const importRowSchema = z
  .object({
    vin: vehicleInputSchema.shape.vin,
    make: vehicleInputSchema.shape.make,
    model: vehicleInputSchema.shape.model,
    year: vehicleInputSchema.shape.year,
    license_plate: vehicleInputSchema.shape.license_plate,
    location: optionalText(200),
    primary_driver: optionalText(254),
    vehicle_types: optionalText(200),
    current_value: vehicleInputSchema.shape.current_value,
    // The odometer today: the vehicle's first reading, so a type's mile interval reaches it.
    current_mileage: z.preprocess(
      (v) => (typeof v === 'string' ? v.replace(/,/g, '').trim() || undefined : v),
      mileageValueSchema.optional(),
    ),
    registration_plate_cost: optionalMoney(),
    registration_expiration_date: optionalDate(),
    registration_last_renewed: optionalDate(),
    insurance_company: optionalText(200),
    policy_number: optionalText(100),
    policy_premium: optionalMoney(),
    policy_start_date: optionalDate(),
    policy_end_date: optionalDate(),
  })
  .superRefine((row, ctx) => {
    const filled = (fields: readonly ImportField[]) =>
      fields.some((f) => row[f] !== null && row[f] !== '');
    if (filled(REGISTRATION_FIELDS) && row.registration_expiration_date === null)
      ctx.addIssue({
        code: 'custom',
        path: ['registration_expiration_date'],
        message: REGISTRATION_MESSAGES.expirationRequired,
      });
    if (filled(POLICY_FIELDS) && row.insurance_company === '')
      ctx.addIssue({
        code: 'custom',
        path: ['insurance_company'],
        message: INSURANCE_MESSAGES.companyRequired,
      });
    if (row.policy_start_date && row.policy_end_date && row.policy_end_date < row.policy_start_date)
      ctx.addIssue({
        code: 'custom',
        path: ['policy_end_date'],
        message: INSURANCE_MESSAGES.endBeforeStart,
      });
  });
export type ImportRowValues = z.output<typeof importRowSchema>;

/** Splits a cell of vehicle types ("loaner, service") into lower-case names. */
export const typeNamesOf = (cell: string): string[] => [
  ...new Set(
    cell
      .split(/[,;|]/)
      .map((t) => t.trim().toLowerCase())
      .filter((t) => t !== ''),
  ),
];

export { IMPORT_RESULTS, importRowResultSchema } from './sheet-import';
export type { ImportResult, ImportRowResult } from './sheet-import';

export const importMappingSchema = z.record(z.string(), z.enum(IMPORT_FIELDS));
export type ImportMapping = z.infer<typeof importMappingSchema>;

export const importReplySchema = sheetImportReplySchema(IMPORT_FIELDS);
export type ImportReply = z.infer<typeof importReplySchema>;

export const IMPORT_TEMPLATE_FORMATS = ['csv', 'xlsx'] as const;
export type ImportTemplateFormat = (typeof IMPORT_TEMPLATE_FORMATS)[number];

/** Other names a header may go by, already in the form `headerKey` gives. */
const ALIASES: Record<string, ImportField> = {
  vehicle_identification_number: 'vin',
  vin_number: 'vin',
  manufacturer: 'make',
  model_year: 'year',
  plate: 'license_plate',
  license: 'license_plate',
  licence_plate: 'license_plate',
  plate_number: 'license_plate',
  tag: 'license_plate',
  branch: 'location',
  driver: 'primary_driver',
  driver_email: 'primary_driver',
  primary_driver_email: 'primary_driver',
  type: 'vehicle_types',
  types: 'vehicle_types',
  vehicle_type: 'vehicle_types',
  value: 'current_value',
  mileage: 'current_mileage',
  odometer: 'current_mileage',
  odometer_reading: 'current_mileage',
  current_odometer: 'current_mileage',
  miles: 'current_mileage',
  plate_cost: 'registration_plate_cost',
  registration_cost: 'registration_plate_cost',
  registration_expiry: 'registration_expiration_date',
  registration_expires: 'registration_expiration_date',
  expiration_date: 'registration_expiration_date',
  last_renewed: 'registration_last_renewed',
  insurer: 'insurance_company',
  insurance: 'insurance_company',
  policy: 'policy_number',
  policy_no: 'policy_number',
  premium: 'policy_premium',
  policy_start: 'policy_start_date',
  policy_end: 'policy_end_date',
};

/**
 * A mapping for these headers: what the shop chose for a header before, else the field the
 * header names; each field fed by one column at most (the first), unknown headers left out.
 */
export const guessImportMapping: (
  columns: readonly string[],
  remembered?: ImportMapping,
) => ImportMapping = mappingGuesser(IMPORT_FIELDS, IMPORT_FIELD_LABELS, ALIASES);
