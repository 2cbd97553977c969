import {
  FUEL_MESSAGES,
  unitIssue,
  type FuelEntry,
  type FuelEntryListQuery,
  type fuelEntryCreateSchema,
  type fuelEntryUpdateSchema,
} from '@fleetdesk/contract/fuel';
import { completeCost } from '@fleetdesk/contract/rules/fuel-figures';
import type { z } from 'zod';
import { fieldError, fieldErrors, notFound } from '../../platform/errors';
import { pageWindow } from '../../platform/pagination';
import { inTransaction, type ShopContext } from '../../platform/request-context';
import { recordAudit } from '../audit';
import { fitOfReading, readingMoment, recordReading } from '../mileage';
import { reachVehicle, type VehicleRef } from '../vehicles';
import { refreshFlags } from './fuel.flags';
import { presentFuelEntry } from './fuel.presenter';
import * as repo from './fuel.repository';

/** What a fill's odometer says of itself in the mileage history. */
export const FUEL_READING_NOTE = 'Fuel fill';

export async function listFuelEntries(ctx: ShopContext, query: FuelEntryListQuery) {
  const vehicleId = query.vehicle ? (await reachVehicle(ctx, query.vehicle)).id : undefined;
  const { count, results } = await repo.listFuelEntries(ctx, { vehicleId, ...pageWindow(query) });
  return { count, results: results.map(presentFuelEntry) };
}

/**
 * A fill's odometer as a reading of the vehicle, dated at noon of the fill's day (mileage's
 * rules: not below an earlier reading nor above a later one; refused on `odometer` otherwise).
 */
async function recordFillReading(
  tx: ShopContext,
  vehicle: VehicleRef,
  day: string,
  odometer: number,
) {
  const moment = readingMoment(tx, { day }, 'date');
  const { misfit, newest } = await fitOfReading(tx, vehicle, odometer, moment);
  if (misfit !== null) throw fieldError('odometer', misfit);
  await recordReading(
    tx,
    vehicle,
    { mileage: odometer, source: 'manual', notes: FUEL_READING_NOTE, isCorrection: false },
    { at: moment.at, newest },
  );
}

/** The entry as stored now, after its flags were decided again. */
async function presentStored(tx: ShopContext, id: number): Promise<FuelEntry> {
  return presentFuelEntry((await repo.findFuelEntry(tx, id))!);
}

export async function createFuelEntry(
  ctx: ShopContext,
  body: z.output<typeof fuelEntryCreateSchema>,
): Promise<FuelEntry> {
  return inTransaction(ctx, async (tx) => {
    const vehicle = await reachVehicle(tx, body.vehicle, { forUpdate: true });
    if (body.odometer !== null) await recordFillReading(tx, vehicle, body.date, body.odometer);
    else readingMoment(tx, { day: body.date }, 'date');
    const [id] = await repo.insertFuelEntries(tx, [
      {
        vehicleId: vehicle.id,
        date: body.date,
        odometer: body.odometer,
        quantity: body.quantity,
        unit: body.unit,
        pricePerUnit: body.price_per_unit,
        totalCost: body.total_cost,
        vendor: body.vendor,
        fuelType: body.fuel_type,
        partialFill: body.partial_fill,
        reference: body.reference,
      },
    ]);
    await refreshFlags(tx, [vehicle.id]);
    const created = await presentStored(tx, id!);
    await recordAudit(tx, {
      entity: 'fuel_entry',
      entityId: id!,
      action: 'create',
      vehicleIds: [vehicle.id],
      after: created,
    });
    return created;
  });
}

/** The entry of this shop whose vehicle the member may see, with that vehicle locked. */
async function reachEntry(tx: ShopContext, id: number) {
  const row = await repo.findFuelEntry(tx, id);
  if (!row) throw notFound(FUEL_MESSAGES.notFound);
  const vehicle = await reachVehicle(
    tx,
    { id: row.vehicleId },
    { forUpdate: true, message: FUEL_MESSAGES.notFound },
  );
  return { row, vehicle, before: presentFuelEntry(row) };
}

export async function updateFuelEntry(
  ctx: ShopContext,
  id: number,
  body: z.output<typeof fuelEntryUpdateSchema>,
): Promise<FuelEntry> {
  return inTransaction(ctx, async (tx) => {
    const { vehicle, before } = await reachEntry(tx, id);
    const merged = {
      unit: body.unit ?? before.unit,
      fuel_type: body.fuel_type ?? before.fuel_type,
      quantity: body.quantity ?? before.quantity,
    };
    const issue = unitIssue(merged);
    if (issue) throw fieldError(issue.path, issue.message);
    // A changed quantity or price makes the total again, unless the total is sent too.
    const costChanged =
      body.quantity !== undefined ||
      body.price_per_unit !== undefined ||
      body.total_cost !== undefined;
    const cost = costChanged
      ? completeCost({
          quantity: merged.quantity,
          price_per_unit:
            body.price_per_unit !== undefined
              ? body.price_per_unit
              : body.total_cost !== undefined && body.total_cost !== null
                ? null
                : before.price_per_unit,
          total_cost: body.total_cost ?? null,
        })
      : null;
    if (costChanged && cost === null)
      throw fieldErrors({ total_cost: [FUEL_MESSAGES.costRequired] });
    const date = body.date ?? before.date;
    const odometer = body.odometer === undefined ? before.odometer : body.odometer;
    if (odometer !== null && (odometer !== before.odometer || date !== before.date))
      await recordFillReading(tx, vehicle, date, odometer);
    else if (body.date !== undefined) readingMoment(tx, { day: date }, 'date');
    await repo.updateFuelEntry(tx, id, {
      date: body.date,
      odometer: body.odometer,
      quantity: body.quantity ?? undefined,
      unit: body.unit,
      pricePerUnit: cost?.price_per_unit,
      totalCost: cost?.total_cost,
      vendor: body.vendor,
      fuelType: body.fuel_type,
      partialFill: body.partial_fill,
      reference: body.reference,
    });
    await refreshFlags(tx, [vehicle.id]);
    const after = await presentStored(tx, id);
    await recordAudit(tx, {
      entity: 'fuel_entry',
      entityId: id,
      action: 'update',
      vehicleIds: [vehicle.id],
      before,
      after,
    });
    return after;
  });
}

/** Deletes the fill; its reading stays in the mileage history (the odometer was read). */
export async function deleteFuelEntry(ctx: ShopContext, id: number): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    const { vehicle, before } = await reachEntry(tx, id);
    await repo.deleteFuelEntry(tx, id);
    await refreshFlags(tx, [vehicle.id]);
    await recordAudit(tx, {
      entity: 'fuel_entry',
      entityId: id,
      action: 'delete',
      vehicleIds: [vehicle.id],
      before,
    });
  });
}
