import type { FieldErrors } from '@fleetdesk/contract/common';
import {
  FUEL_IMPORT_FIELDS,
  FUEL_IMPORT_FIELD_LABELS,
  FUEL_IMPORT_MESSAGES,
  MAX_FUEL_IMPORT_ROWS,
  fuelEntryCreateSchema,
  fuelTypeOfCell,
  guessFuelImportMapping,
  partialOfCell,
  unitOfCell,
  type FuelEntryValues,
  type FuelImportField,
  type FuelImportReply,
} from '@fleetdesk/contract/fuel';
import { readSheetDate, type SheetDateForm } from '@fleetdesk/contract/rules/sheet-dates';
import { IMPORT_MESSAGES, MAX_XLSX_UNPACKED_BYTES } from '@fleetdesk/contract/vehicle-import';
import { fieldError, importRefused, issuesToFieldErrors } from '../../platform/errors';
import { inTransaction, type ShopContext } from '../../platform/request-context';
import { shopDayOf } from '../../platform/shop-day';
import { importReplyOf, mappingOf, recordsOf, type RowResult } from '../../platform/sheet-mapping';
import { readSheet, type SheetRules } from '../../platform/sheet-reader';
import type { UploadForm } from '../../platform/upload-body';
import { recordAudits } from '../audit';
import { recordDatedReadings } from '../mileage';
import { reachVehiclesByKeys, type VehicleMatch } from '../vehicles';
import { keepingCostMonthsOnce } from '../cost-reports';
import { decideFlags } from './fuel.flags';
import * as repo from './fuel.repository';
import { FUEL_READING_NOTE } from './fuel.service';

/**
 * The fuel-card import (issue 34 §2): the fleet import's reading of a file, mapping and reply
 * (platform/sheet-mapping.ts); each line matched to a vehicle by VIN, plate or the card's
 * vehicle number and checked as the fuel form checks a fill. All or none, in one transaction.
 */

const FUEL_SHEET: SheetRules = {
  maxRows: MAX_FUEL_IMPORT_ROWS,
  maxUnpackedBytes: MAX_XLSX_UNPACKED_BYTES,
  messages: { ...IMPORT_MESSAGES, ...FUEL_IMPORT_MESSAGES },
};

type Record_ = Partial<Record<FuelImportField, string>>;
type Outcome = RowResult & { vehicle: VehicleMatch | null; values: FuelEntryValues | null };

/** What an import's audit row says of itself. */
const FUEL_IMPORT_AUDIT = 'Fuel card import';

const KEY_FIELDS = ['vin', 'license_plate', 'card_vehicle_number'] as const;
const keyOf = (record: Record_) =>
  KEY_FIELDS.map((f) => (record[f] ?? '').trim().toUpperCase()).find((k) => k !== '') ?? '';

/** Money and quantity cells as cards write them: "$1,234.50" → "1234.50". */
const amountCell = (cell: string | undefined) => (cell ?? '').replace(/[$,\s]/g, '');

/** The line's vehicle: by the first of VIN, plate and card number it fills in. */
function matcherOf(vehicles: readonly VehicleMatch[]) {
  const by = (pick: (v: VehicleMatch) => string) => {
    const map = new Map<string, VehicleMatch[]>();
    for (const v of vehicles) {
      const key = pick(v).trim().toUpperCase();
      if (key !== '') map.set(key, [...(map.get(key) ?? []), v]);
    }
    return map;
  };
  const maps = {
    vin: by((v) => v.vin),
    license_plate: by((v) => v.licensePlate),
    card_vehicle_number: by((v) => v.fuelCardNumber),
  };
  return (record: Record_): { vehicle: VehicleMatch } | { error: string } => {
    const field = KEY_FIELDS.find((f) => (record[f] ?? '').trim() !== '');
    if (!field) return { error: FUEL_IMPORT_MESSAGES.vehicleMissing };
    const key = record[field]!.trim().toUpperCase();
    const found = maps[field].get(key) ?? [];
    if (found.length === 1) return { vehicle: found[0]! };
    return {
      error:
        found.length === 0
          ? FUEL_IMPORT_MESSAGES.vehicleUnknown(record[field]!.trim())
          : FUEL_IMPORT_MESSAGES.plateShared(record[field]!.trim()),
    };
  };
}

function checkLine(
  line: number,
  cells: Record_,
  match: ReturnType<ReturnType<typeof matcherOf>>,
  today: string,
): Outcome {
  const date = cells.date ? readSheetDate(cells.date) : null;
  const dateForms: SheetDateForm[] = date ? [date.form] : [];
  const parsed = fuelEntryCreateSchema.safeParse({
    vehicle: 'vehicle' in match ? match.vehicle.vin : '-',
    date: date?.iso ?? cells.date,
    odometer: cells.odometer,
    quantity: amountCell(cells.quantity),
    unit: unitOfCell(cells.unit ?? ''),
    price_per_unit: amountCell(cells.price_per_unit),
    total_cost: amountCell(cells.total_cost),
    vendor: cells.vendor,
    fuel_type: fuelTypeOfCell(cells.fuel_type ?? '') || undefined,
    partial_fill: partialOfCell(cells.partial_fill ?? ''),
    reference: cells.reference,
  });
  const errors: FieldErrors = parsed.success ? {} : issuesToFieldErrors(parsed.error.issues);
  if ('error' in match) errors.vehicle = [match.error];
  if (parsed.success && parsed.data.date > today) errors.date = [FUEL_IMPORT_MESSAGES.dateInFuture];
  const vehicle = 'vehicle' in match ? match.vehicle : null;
  const ok = Object.keys(errors).length === 0;
  return {
    line,
    vin: vehicle?.vin ?? '',
    dateForms,
    result: ok ? 'created' : 'invalid',
    errors,
    warnings: {},
    vehicle,
    values: ok && parsed.success ? parsed.data : null,
  };
}

/** A card file sent twice: a reference the vehicle has, or one higher up in the file. */
async function markDuplicates(ctx: ShopContext, outcomes: Outcome[]) {
  const valid = outcomes.filter((o) => o.values && o.values.reference !== '');
  const taken = await repo.takenReferences(
    ctx,
    [...new Set(valid.map((o) => o.vehicle!.id))],
    [...new Set(valid.map((o) => o.values!.reference))],
  );
  const firstLine = new Map<string, number>();
  for (const o of valid) {
    const key = `${o.vehicle!.id}:${o.values!.reference}`;
    const earlier = firstLine.get(key);
    if (earlier === undefined) firstLine.set(key, o.line);
    const message =
      earlier !== undefined
        ? FUEL_IMPORT_MESSAGES.referenceInFile(earlier)
        : taken.has(key)
          ? FUEL_IMPORT_MESSAGES.referenceTaken
          : null;
    if (message) Object.assign(o, { result: 'duplicate', errors: { reference: [message] } });
  }
}

async function checkFile(
  ctx: ShopContext,
  records: ReturnType<typeof recordsOf<FuelImportField>>,
  forUpdate: boolean,
): Promise<Outcome[]> {
  const vehicles = await reachVehiclesByKeys(
    ctx,
    records.map((r) => keyOf(r.record)).filter(Boolean),
    { forUpdate },
  );
  const match = matcherOf(vehicles);
  const today = shopDayOf(ctx.timeZone, new Date());
  const outcomes = records.map(({ line, record }) => checkLine(line, record, match(record), today));
  await markDuplicates(ctx, outcomes);
  return outcomes;
}

async function write(tx: ShopContext, outcomes: readonly Outcome[]) {
  const rows = outcomes.map((o) => ({ vehicle: o.vehicle!, values: o.values! }));
  const vehicleIds = [...new Set(rows.map((r) => r.vehicle.id))];
  // The vehicles' fills before this file's: the flags weigh each fill against all of them.
  const before = await repo.fillsOfVehicles(tx, vehicleIds);
  // The cost report's months of these vehicles are worked out once, after the whole file.
  const ids = await keepingCostMonthsOnce(tx, vehicleIds, () => writeFills(tx, rows, before));
  // One audit row per vehicle for the file, as the vehicle's History shows it: 50,000 rows of
  // each fill took longer than the fills themselves.
  const perVehicle = new Map<number, { ids: number[]; days: string[] }>();
  rows.forEach(({ vehicle, values }, i) => {
    const seen = perVehicle.get(vehicle.id) ?? { ids: [], days: [] };
    seen.ids.push(ids[i]!);
    seen.days.push(values.date);
    perVehicle.set(vehicle.id, seen);
  });
  await recordAudits(
    tx,
    [...perVehicle].map(([vehicleId, { ids: fills, days }]) => ({
      entity: 'fuel_entry',
      entityId: fills[0]!,
      action: 'create' as const,
      vehicleIds: [vehicleId],
      after: {
        source: FUEL_IMPORT_AUDIT,
        fills: fills.length,
        ids: fills,
        from: days.reduce((a, b) => (a < b ? a : b)),
        to: days.reduce((a, b) => (a > b ? a : b)),
      },
    })),
  );
}

export async function importFuelCard(
  ctx: ShopContext,
  form: UploadForm,
  dryRun: boolean,
): Promise<FuelImportReply> {
  if (!form.file) throw fieldError('file', IMPORT_MESSAGES.fileRequired);
  const sheet = await readSheet(form.file.data, FUEL_SHEET);
  const mapping =
    mappingOf(form.fields.mapping, sheet.columns, {
      names: FUEL_IMPORT_FIELDS,
      labels: FUEL_IMPORT_FIELD_LABELS,
      words: IMPORT_MESSAGES,
    }) ?? guessFuelImportMapping(sheet.columns);
  const mapped = new Set(Object.values(mapping));
  if (!KEY_FIELDS.some((f) => mapped.has(f)))
    throw fieldError('mapping', FUEL_IMPORT_MESSAGES.vehicleColumnRequired);
  if (!mapped.has('date') || !mapped.has('quantity'))
    throw fieldError('mapping', FUEL_IMPORT_MESSAGES.columnsRequired);
  const records = recordsOf(sheet, mapping);
  if (dryRun) return importReplyOf(await checkFile(ctx, records, false), sheet.columns, mapping);
  // All or none: the check and the write share the transaction, the vehicles locked meanwhile.
  return inTransaction(ctx, async (tx) => {
    const outcomes = await checkFile(tx, records, true);
    const reply = importReplyOf(outcomes, sheet.columns, mapping);
    if (reply.counts.created !== reply.counts.total) throw importRefused(reply);
    await write(tx, outcomes);
    return reply;
  });
}

type FileRow = { vehicle: NonNullable<Outcome['vehicle']>; values: NonNullable<Outcome['values']> };

/** The file's fills, their readings and every fill's flags; the new fills' ids. */
async function writeFills(
  tx: ShopContext,
  rows: readonly FileRow[],
  before: Awaited<ReturnType<typeof repo.fillsOfVehicles>>,
) {
  const ids = await repo.insertFuelEntries(
    tx,
    rows.map(({ vehicle, values: v }) => ({
      vehicleId: vehicle.id,
      date: v.date,
      odometer: v.odometer,
      quantity: v.quantity,
      unit: v.unit,
      pricePerUnit: v.price_per_unit,
      totalCost: v.total_cost,
      vendor: v.vendor,
      fuelType: v.fuel_type,
      partialFill: v.partial_fill,
      reference: v.reference,
    })),
  );
  await recordDatedReadings(
    tx,
    rows.flatMap(({ vehicle, values: v }) =>
      v.odometer === null ? [] : [{ vehicle, mileage: v.odometer, day: v.date }],
    ),
    FUEL_READING_NOTE,
  );
  await decideFlags(tx, [
    ...before,
    ...rows.map(({ vehicle, values: v }, i) => ({
      id: ids[i]!,
      vehicle_id: vehicle.id,
      date: v.date,
      odometer: v.odometer,
      quantity: v.quantity,
      unit: v.unit,
      partial_fill: v.partial_fill,
      total_cost: v.total_cost,
      flags: [],
      tank_capacity: vehicle.tankCapacity,
    })),
  ]);
  return ids;
}
