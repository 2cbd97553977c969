import type { FieldErrors } from '@fleetdesk/contract/common';
import {
  VEHICLE_MESSAGES,
  type VehicleDetail,
  type VehicleUpdateValues,
  type VehicleValues,
} from '@fleetdesk/contract/vehicles';
import { hasForbiddenVinLetters } from '@fleetdesk/contract/rules/vehicle-rules';
import { fieldErrors, notFound, uniqueViolation } from '../../platform/errors';
import { recordEvent } from '../../platform/events';
import { inTransaction, type ShopContext } from '../../platform/request-context';
import { recordAudit } from '../audit';
import { buildDetail, findVisible, getVehicle, type VehicleDeps } from './vehicles.detail.service';
import * as detailRepo from './vehicles.detail.repository';
import * as repo from './vehicles.repository';

/** Creating and editing a vehicle: its references checked, its audit row written. */

/** Undefined: leave as stored (an update that did not send the field). */
type References = {
  locationId?: number | null;
  primaryDriverId?: number | null;
  typeIds?: number[];
};
type ReferenceFields = Partial<
  Pick<VehicleValues, 'location' | 'primary_driver' | 'vehicle_types'>
>;

/**
 * Location, driver and types must belong to this shop; every problem is reported at once.
 * A driver the vehicle already has passes even if they left the shop, so other edits still save.
 */
async function checkReferences(
  ctx: ShopContext,
  body: ReferenceFields,
  errors: FieldErrors,
  stored: { primaryDriverId: number | null } = { primaryDriverId: null },
): Promise<References> {
  const locationId = body.location;
  const primaryDriverId = body.primary_driver;
  if (locationId != null && !(await repo.locationBelongsToShop(ctx, locationId))) {
    errors.location = [VEHICLE_MESSAGES.locationInvalid];
  }
  if (
    primaryDriverId != null &&
    primaryDriverId !== stored.primaryDriverId &&
    !(await repo.isActiveMember(ctx, primaryDriverId))
  ) {
    errors.primary_driver = [VEHICLE_MESSAGES.driverInvalid];
  }
  if (body.vehicle_types === undefined) return { locationId, primaryDriverId };
  const known = await repo.listVehicleTypes(ctx);
  const typeIds: number[] = [];
  for (const wanted of body.vehicle_types) {
    const type = known.find((t) =>
      typeof wanted === 'number' ? t.id === wanted : t.name === wanted,
    );
    if (!type) {
      errors.vehicle_types = [VEHICLE_MESSAGES.typeInvalid];
      break;
    }
    if (!typeIds.includes(type.id)) typeIds.push(type.id);
  }
  return { locationId, primaryDriverId, typeIds };
}

/** The field a unique key speaks for: a fuel card number, else the VIN. */
function takenField(err: unknown): FieldErrors | null {
  const violation = uniqueViolation(err);
  if (!violation) return null;
  return violation.constraint === 'vehicles_shop_fuel_card_uq'
    ? { fuel_card_number: [VEHICLE_MESSAGES.fuelCardTaken] }
    : { vin: [VEHICLE_MESSAGES.vinTaken] };
}

type CommonValues = Pick<VehicleValues, 'make' | 'model' | 'year' | 'license_plate'> & {
  current_value?: string | null;
  tank_capacity?: string | null;
  fuel_card_number?: string;
};

/** The columns to write; optional ones left undefined keep their stored value (Drizzle skips them). */
const writeValues = (body: CommonValues, refs: References) => ({
  make: body.make,
  model: body.model,
  year: body.year,
  licensePlate: body.license_plate,
  locationId: refs.locationId,
  primaryDriverId: refs.primaryDriverId,
  currentValue: body.current_value,
  tankCapacity: body.tank_capacity,
  fuelCardNumber: body.fuel_card_number,
});

export async function createVehicle(
  ctx: ShopContext,
  deps: VehicleDeps,
  body: VehicleValues,
): Promise<VehicleDetail> {
  const errors: FieldErrors = {};
  if (await repo.vinTaken(ctx, body.vin)) errors.vin = [VEHICLE_MESSAGES.vinTaken];
  const refs = await checkReferences(ctx, body, errors);
  if (Object.keys(errors).length > 0) throw fieldErrors(errors);
  try {
    await inTransaction(ctx, async (tx) => {
      const values = writeValues(body, refs);
      const id = await repo.insertVehicle(tx, {
        ...values,
        vin: body.vin,
        locationId: values.locationId ?? null,
        primaryDriverId: values.primaryDriverId ?? null,
        currentValue: values.currentValue ?? null,
      });
      await repo.setVehicleTypes(tx, id, refs.typeIds ?? [], { replace: false });
      const after = await repo.vehicleSnapshot(tx, id);
      await recordAudit(tx, {
        entity: 'vehicle',
        entityId: id,
        action: 'create',
        vehicleIds: [id],
        after,
      });
      await recordEvent(tx, 'vehicle.created', { vin: body.vin, record: after });
    });
  } catch (err) {
    // Two creates of one VIN at once: the unique key decides, and the loser hears why.
    const taken = takenField(err);
    if (taken) throw fieldErrors(taken);
    throw err;
  }
  const created = await detailRepo.findVehicleCore(ctx, body.vin);
  if (!created) throw notFound(VEHICLE_MESSAGES.notFound);
  return buildDetail(ctx, deps, created, { isNew: true });
}

export async function updateVehicle(
  ctx: ShopContext,
  deps: VehicleDeps,
  vin: string,
  body: VehicleUpdateValues,
): Promise<VehicleDetail> {
  const current = await findVisible(ctx, vin);
  const errors: FieldErrors = {};
  // The vehicle's own VIN passes as stored (one saved before I, O and Q were refused included);
  // another is refused, and one with those letters would be refused even as a new vehicle's.
  if (body.vin !== undefined && body.vin !== current.vin)
    errors.vin = hasForbiddenVinLetters(body.vin)
      ? [VEHICLE_MESSAGES.vinLetters, VEHICLE_MESSAGES.vinUnchangeable]
      : [VEHICLE_MESSAGES.vinUnchangeable];
  const refs = await checkReferences(ctx, body, errors, {
    primaryDriverId: current.primary_driver,
  });
  if (Object.keys(errors).length > 0) throw fieldErrors(errors);
  try {
    await inTransaction(ctx, async (tx) => {
      await repo.lockVehicle(tx, current.id);
      const before = await repo.vehicleSnapshot(tx, current.id);
      await repo.updateVehicle(tx, current.id, writeValues(body, refs));
      if (refs.typeIds) await repo.setVehicleTypes(tx, current.id, refs.typeIds, { replace: true });
      const after = await repo.vehicleSnapshot(tx, current.id);
      await recordAudit(tx, {
        entity: 'vehicle',
        entityId: current.id,
        action: 'update',
        vehicleIds: [current.id],
        before,
        after,
      });
      await recordEvent(tx, 'vehicle.updated', { vin: current.vin, record: after });
    });
  } catch (err) {
    // Another vehicle took this fuel card number meanwhile.
    const taken = takenField(err);
    if (taken) throw fieldErrors(taken);
    throw err;
  }
  return getVehicle(ctx, deps, current.vin);
}
