import type { FieldErrors } from '@fleetdesk/contract/common';
import {
  IMPORT_MESSAGES,
  importRowSchema,
  typeNamesOf,
  type ImportField,
  type ImportResult,
  type ImportRowValues,
} from '@fleetdesk/contract/vehicle-import';
import { VEHICLE_MESSAGES, vinWarning } from '@fleetdesk/contract/vehicles';
import { normaliseVin } from '@fleetdesk/contract/rules/vehicle-rules';
import { readSheetDate, type SheetDateForm } from '@fleetdesk/contract/rules/sheet-dates';
import { issuesToFieldErrors } from '../../platform/errors';
import type { ImportReferences } from '../vehicles';

/**
 * Each row of the file checked as the vehicle form checks a vehicle (the contract's schema and
 * messages), then against the shop: its locations, members and types by name, the VINs it has,
 * and the VINs higher up in the same file.
 */

/** A row that passed: its values with the names resolved to ids. */
export type ImportedRow = ImportRowValues & {
  locationId: number | null;
  primaryDriverId: number | null;
  typeIds: number[];
};

export type RowOutcome = {
  line: number;
  vin: string;
  /** The forms its date cells were written in (a US date, a month by name). */
  dateForms: SheetDateForm[];
  result: ImportResult;
  errors: FieldErrors;
  warnings: FieldErrors;
  values: ImportedRow | null;
};

function resolveNames(values: ImportRowValues, refs: ImportReferences, errors: FieldErrors) {
  const locationId = values.location ? refs.locations.get(values.location.toLowerCase()) : null;
  if (locationId === undefined) errors.location = [VEHICLE_MESSAGES.locationInvalid];
  const driverId = values.primary_driver
    ? refs.members.get(values.primary_driver.toLowerCase())
    : null;
  if (driverId === undefined) errors.primary_driver = [VEHICLE_MESSAGES.driverInvalid];
  const typeIds = typeNamesOf(values.vehicle_types).map((name) => refs.types.get(name));
  if (typeIds.includes(undefined)) errors.vehicle_types = [VEHICLE_MESSAGES.typeInvalid];
  return {
    locationId: locationId ?? null,
    primaryDriverId: driverId ?? null,
    typeIds: typeIds.filter((id): id is number => id !== undefined),
  };
}

/** The import's date fields. */
const DATE_FIELDS: readonly ImportField[] = [
  'registration_expiration_date',
  'registration_last_renewed',
  'policy_start_date',
  'policy_end_date',
];

/**
 * The record with its dates as `YYYY-MM-DD` where a cell is one of the forms spreadsheets write
 * (rules/sheet-dates.ts), and the forms read; other text is left for the field's own message.
 */
function withIsoDates(record: Partial<Record<ImportField, string>>) {
  const read = { ...record };
  const forms = new Set<SheetDateForm>();
  for (const field of DATE_FIELDS) {
    const date = record[field] ? readSheetDate(record[field]) : null;
    if (!date) continue;
    read[field] = date.iso;
    forms.add(date.form);
  }
  return { record: read, dateForms: [...forms] };
}

/** The VIN the way the form would store it, for duplicates among rows the form refuses too. */
const vinKey = (record: Partial<Record<ImportField, string>>) => normaliseVin(record.vin ?? '');

export function checkRows(
  records: readonly { line: number; record: Partial<Record<ImportField, string>> }[],
  refs: ImportReferences,
): RowOutcome[] {
  const firstLineOfVin = new Map<string, number>();
  return records.map(({ line, record: cells }) => {
    const { record, dateForms } = withIsoDates(cells);
    const vin = vinKey(record);
    const parsed = importRowSchema.safeParse(record);
    const errors: FieldErrors = parsed.success ? {} : issuesToFieldErrors(parsed.error.issues);
    const resolved = parsed.success ? resolveNames(parsed.data, refs, errors) : null;
    const fieldErrors = Object.keys(errors).length;
    let duplicate: string | null = null;
    if (vin !== '' && !errors.vin) {
      const earlier = firstLineOfVin.get(vin);
      if (earlier !== undefined) duplicate = IMPORT_MESSAGES.vinInFile(earlier);
      else if (refs.takenVins.has(vin)) duplicate = VEHICLE_MESSAGES.vinTaken;
      if (earlier === undefined) firstLineOfVin.set(vin, line);
    }
    if (duplicate) errors.vin = [duplicate];
    const result: ImportResult = fieldErrors > 0 ? 'invalid' : duplicate ? 'duplicate' : 'created';
    // A check digit that does not match is told, not refused: the row is imported as it is.
    const warning = errors.vin ? null : vinWarning(vin);
    const warnings: FieldErrors = warning ? { vin: [warning] } : {};
    return {
      line,
      vin,
      dateForms,
      result,
      errors,
      warnings,
      values: result === 'created' && parsed.success ? { ...parsed.data, ...resolved! } : null,
    };
  });
}
