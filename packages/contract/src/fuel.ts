import { z } from 'zod';
import { paginatedSchema, paginationQuerySchema } from './common';
import { mileageValueSchema } from './mileage';
import { FUEL_FLAGS, completeCost } from './rules/fuel-figures';
import { mappingGuesser, sheetImportReplySchema } from './sheet-import';
import {
  absentOk,
  blankAsUndefined,
  booleanFlag,
  optionalMoney,
  optionalText,
  requiredDate,
  requiredText,
  withDoc,
} from './vehicle-fields';

export { FUEL_FLAGS, type FuelFlag } from './rules/fuel-figures';

/** Fuel entries (issue 34 §2; docs/api.md "Fuel"). */

export const FUEL_UNITS = ['gallons', 'kwh'] as const;
export type FuelUnit = (typeof FUEL_UNITS)[number];
export const FUEL_UNIT_LABELS: Record<FuelUnit, string> = { gallons: 'gal', kwh: 'kWh' };

export const FUEL_TYPES = ['regular', 'midgrade', 'premium', 'diesel', 'e85', 'electric'] as const;
export type FuelType = (typeof FUEL_TYPES)[number];
export const FUEL_TYPE_LABELS: Record<FuelType, string> = {
  regular: 'Regular',
  midgrade: 'Midgrade',
  premium: 'Premium',
  diesel: 'Diesel',
  e85: 'E85',
  electric: 'Electric',
};

/** The flags in words: badges say what is wrong, not a code. */
export const FUEL_FLAG_LABELS: Record<(typeof FUEL_FLAGS)[number], string> = {
  over_tank: 'More than the tank holds',
  same_day: 'Two fills the same day',
  mpg_outlier: 'MPG far off',
};

/** Quantities and unit prices: numeric(10, 3). */
const MAX_QUANTITY_DIGITS = 7;

export const FUEL_MESSAGES = {
  vehicleRequired: 'Vehicle is required',
  dateRequired: 'Date is required',
  quantityRequired: 'Quantity is required',
  quantityInvalid: 'Enter a quantity above 0 with up to 3 decimals.',
  priceInvalid: 'Enter a price with up to 3 decimals.',
  costRequired: 'Enter the price per unit or the total.',
  unitInvalid: 'Choose gallons or kWh.',
  fuelTypeInvalid: 'Choose a fuel type.',
  electricIsKwh: 'An electric charge is measured in kWh.',
  kwhIsElectric: 'kWh is for an electric charge: choose the fuel type Electric.',
  dateInFuture: 'A fill cannot be dated in the future.',
  notFound: 'Fuel entry not found.',
  deleted: 'Fuel entry deleted.',
} as const;

const DECIMAL_3 = /^\d+(\.\d{1,3})?$/;

/** A decimal with up to 3 places from a string or a number: its text, null when blank, or a message. */
function decimal3(v: unknown, positive: boolean): string | null | { message: true } {
  const text = typeof v === 'string' || typeof v === 'number' ? String(v).trim() : '';
  if (v === undefined || v === null || text === '') return null;
  const int = text.split('.')[0]!.replace(/^0+(?=\d)/, '');
  if (!DECIMAL_3.test(text) || int.length > MAX_QUANTITY_DIGITS) return { message: true };
  return positive && !/[1-9]/.test(text) ? { message: true } : text;
}

const DECIMAL_DOC = { type: ['string', 'number'], description: 'Decimal, up to 3 places' };

/** A quantity: required, above 0. */
const quantitySchema = withDoc(DECIMAL_DOC, z.unknown()).transform((v, ctx): string => {
  const read = decimal3(v, true);
  if (typeof read === 'string') return read;
  ctx.addIssue({
    code: 'custom',
    message: read === null ? FUEL_MESSAGES.quantityRequired : FUEL_MESSAGES.quantityInvalid,
  });
  return z.NEVER;
});

/** A unit price: optional (the total gives it). */
const priceSchema = withDoc(
  { ...DECIMAL_DOC, type: ['string', 'number', 'null'] },
  absentOk,
).transform((v, ctx): string | null => {
  const read = decimal3(v, false);
  if (read === null || typeof read === 'string') return read;
  ctx.addIssue({ code: 'custom', message: FUEL_MESSAGES.priceInvalid });
  return z.NEVER;
});

const fields = {
  vehicle: requiredText(FUEL_MESSAGES.vehicleRequired, 17),
  date: requiredDate(FUEL_MESSAGES.dateRequired),
  odometer: z.preprocess(
    (v) => (typeof v === 'string' ? v.replace(/,/g, '').trim() || null : v),
    mileageValueSchema.nullable().optional(),
  ),
  quantity: quantitySchema,
  unit: z.enum(FUEL_UNITS, { error: FUEL_MESSAGES.unitInvalid }),
  price_per_unit: priceSchema,
  total_cost: optionalMoney(),
  vendor: optionalText(200),
  fuel_type: z.enum(FUEL_TYPES, { error: FUEL_MESSAGES.fuelTypeInvalid }),
  partial_fill: booleanFlag(),
  reference: optionalText(100),
};

type UnitAndType = { unit?: FuelUnit; fuel_type?: FuelType };

/** kWh and Electric go together. */
export function unitIssue(fill: UnitAndType): { path: string; message: string } | null {
  if (fill.fuel_type === 'electric' && fill.unit === 'gallons')
    return { path: 'unit', message: FUEL_MESSAGES.electricIsKwh };
  if (fill.unit === 'kwh' && fill.fuel_type !== undefined && fill.fuel_type !== 'electric')
    return { path: 'fuel_type', message: FUEL_MESSAGES.kwhIsElectric };
  return null;
}

/** POST /api/vehicles/fuel-entries/ (and one line of a fuel-card file). */
export const fuelEntryCreateSchema = z
  .object({
    ...fields,
    odometer: fields.odometer.transform((v) => v ?? null),
    unit: fields.unit.default('gallons'),
    fuel_type: fields.fuel_type.default('regular'),
    partial_fill: fields.partial_fill.default(false),
  })
  .superRefine((fill, ctx) => {
    const issue = unitIssue(fill);
    if (issue) ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
    if (fill.price_per_unit === null && fill.total_cost === null)
      ctx.addIssue({ code: 'custom', path: ['total_cost'], message: FUEL_MESSAGES.costRequired });
  })
  .transform((fill) => ({ ...fill, ...completeCost(fill)! }));
export type FuelEntryCreate = z.input<typeof fuelEntryCreateSchema>;
export type FuelEntryValues = z.output<typeof fuelEntryCreateSchema>;

/** PATCH /api/vehicles/fuel-entries/{id}/: what is sent changes, the rest stays. */
export const fuelEntryUpdateSchema = z.object({
  date: fields.date.optional(),
  odometer: fields.odometer,
  quantity: fields.quantity.optional(),
  unit: fields.unit.optional(),
  price_per_unit: fields.price_per_unit.optional(),
  total_cost: fields.total_cost.optional(),
  vendor: fields.vendor.optional(),
  fuel_type: fields.fuel_type.optional(),
  partial_fill: fields.partial_fill.optional(),
  reference: fields.reference.optional(),
});
export type FuelEntryUpdate = z.input<typeof fuelEntryUpdateSchema>;

export const fuelEntryListQuerySchema = paginationQuerySchema.extend({
  vehicle: z.preprocess(blankAsUndefined, z.string().trim().max(17).optional()),
});
export type FuelEntryListQuery = z.infer<typeof fuelEntryListQuerySchema>;

export const fuelEntrySchema = z.object({
  id: z.number().int(),
  vehicle: z.string().describe('VIN'),
  date: z.string().describe('YYYY-MM-DD'),
  odometer: z.number().int().nullable(),
  quantity: z.string().describe('Decimal'),
  unit: z.enum(FUEL_UNITS),
  price_per_unit: z.string().describe('Decimal'),
  total_cost: z.string().describe('Decimal string'),
  vendor: z.string(),
  fuel_type: z.enum(FUEL_TYPES),
  partial_fill: z.boolean(),
  reference: z.string(),
  flags: z.array(z.enum(FUEL_FLAGS)),
});
export type FuelEntry = z.infer<typeof fuelEntrySchema>;
export const fuelEntryListResponseSchema = paginatedSchema(fuelEntrySchema);

// The fuel-card import: the fleet import's mapping, dry run and all-or-none.

export const FUEL_IMPORT_FIELDS = [
  'vin',
  'license_plate',
  'card_vehicle_number',
  'date',
  'odometer',
  'quantity',
  'unit',
  'price_per_unit',
  'total_cost',
  'vendor',
  'fuel_type',
  'partial_fill',
  'reference',
] as const;
export type FuelImportField = (typeof FUEL_IMPORT_FIELDS)[number];

export const FUEL_IMPORT_FIELD_LABELS: Record<FuelImportField, string> = {
  vin: 'VIN',
  license_plate: 'License plate',
  card_vehicle_number: 'Card vehicle number',
  date: 'Date',
  odometer: 'Odometer',
  quantity: 'Quantity',
  unit: 'Unit',
  price_per_unit: 'Price per unit',
  total_cost: 'Total',
  vendor: 'Vendor',
  fuel_type: 'Fuel type',
  partial_fill: 'Partial fill',
  reference: 'Reference',
};

/** What card providers call their columns, in the form `headerKey` gives. */
const FUEL_ALIASES: Record<string, FuelImportField> = {
  vehicle_identification_number: 'vin',
  plate: 'license_plate',
  plate_number: 'license_plate',
  tag: 'license_plate',
  vehicle_number: 'card_vehicle_number',
  vehicle_no: 'card_vehicle_number',
  unit_number: 'card_vehicle_number',
  vehicle_id: 'card_vehicle_number',
  card_vehicle: 'card_vehicle_number',
  transaction_date: 'date',
  purchase_date: 'date',
  odometer_reading: 'odometer',
  mileage: 'odometer',
  gallons: 'quantity',
  units: 'quantity',
  volume: 'quantity',
  qty: 'quantity',
  unit_price: 'price_per_unit',
  price: 'price_per_unit',
  price_per_gallon: 'price_per_unit',
  ppg: 'price_per_unit',
  amount: 'total_cost',
  total_amount: 'total_cost',
  total_cost: 'total_cost',
  gross_amount: 'total_cost',
  merchant: 'vendor',
  merchant_name: 'vendor',
  site: 'vendor',
  station: 'vendor',
  product: 'fuel_type',
  product_description: 'fuel_type',
  partial: 'partial_fill',
  transaction_number: 'reference',
  transaction_id: 'reference',
  transaction: 'reference',
  ref: 'reference',
};

export const fuelImportMappingSchema = z.record(z.string(), z.enum(FUEL_IMPORT_FIELDS));
export type FuelImportMapping = z.infer<typeof fuelImportMappingSchema>;
export const fuelImportReplySchema = sheetImportReplySchema(FUEL_IMPORT_FIELDS);
export type FuelImportReply = z.infer<typeof fuelImportReplySchema>;

export const guessFuelImportMapping: (
  columns: readonly string[],
  remembered?: FuelImportMapping,
) => FuelImportMapping = mappingGuesser(FUEL_IMPORT_FIELDS, FUEL_IMPORT_FIELD_LABELS, FUEL_ALIASES);

/** The most lines one fuel-card file may hold: a year of a large fleet's fills. */
export const MAX_FUEL_IMPORT_ROWS = 50_000;

export const FUEL_IMPORT_MESSAGES = {
  vehicleColumnRequired: 'Map a column to the VIN, the license plate or the card vehicle number.',
  vehicleUnknown: (key: string) => `No vehicle has the VIN, plate or card vehicle number "${key}".`,
  vehicleMissing: 'The line names no vehicle.',
  plateShared: (plate: string) =>
    `More than one vehicle has the plate "${plate}": map the VIN or the card vehicle number.`,
  columnsRequired: 'Map a column to the date and one to the quantity.',
  dateInFuture: 'A fill cannot be dated in the future.',
  referenceInFile: (line: number) => `This reference is also on line ${line}.`,
  referenceTaken: 'This reference is already recorded for the vehicle.',
  empty: 'The file has no fill-ups below its header.',
  tooMany: `The file has more than ${MAX_FUEL_IMPORT_ROWS.toLocaleString('en-US')} lines; split it and import each part.`,
} as const;

/** A card's fuel type text ("Unleaded Plus", "DSL") as a fuel type, or the text when unknown. */
export function fuelTypeOfCell(cell: string): string {
  const key = cell.trim().toLowerCase();
  if (key === '') return '';
  if (/diesel|dsl/.test(key)) return 'diesel';
  if (/e-?85|flex/.test(key)) return 'e85';
  if (/electric|\bev\b|charg|kwh/.test(key)) return 'electric';
  if (/premium|super|supreme|93|91/.test(key)) return 'premium';
  if (/mid|plus|89/.test(key)) return 'midgrade';
  if (/regular|unleaded|unl|gas|87/.test(key)) return 'regular';
  return key;
}

/** A card's partial-fill cell: yes / y / true / 1 / partial are partial, anything else is not. */
export const partialOfCell = (cell: string) => /^(y|yes|true|1|partial)$/i.test(cell.trim());

/** A card's unit cell: kWh or gallons (blank, gal, gallons). */
export const unitOfCell = (cell: string) =>
  /^kwh$/i.test(cell.trim())
    ? 'kwh'
    : cell.trim() === '' || /^gal/i.test(cell.trim())
      ? 'gallons'
      : cell.trim();
