import { and, asc, eq, inArray, sql, type SQLWrapper } from 'drizzle-orm';
import type { VehicleType } from '@fleetdesk/contract/vehicles';
import { prepared } from '../../platform/database/prepared';
import type { ShopContext } from '../../platform/request-context';
import { users } from '../auth';
import { locations, memberships } from '../shops';
import { userDisplayNameOf } from './vehicles.sql';
import { vehicleTypes, vehicleVehicleTypes, vehicles } from './vehicles.tables';

/** What other vehicle-area services need to know of a vehicle they attach records to. */
export type VehicleRef = {
  id: number;
  vin: string;
  description: string;
  currentMileage: number | null;
  isArchived: boolean;
};

const refColumns = {
  id: vehicles.id,
  vin: vehicles.vin,
  description: vehicles.description,
  currentMileage: vehicles.currentMileage,
  isArchived: vehicles.isArchived,
};

/**
 * The shop's vehicle with this VIN (stored upper case). `forUpdate` locks the row until the
 * transaction ends, so concurrent writers to the same vehicle's records take turns.
 */
export async function findVehicleRef(
  ctx: Pick<ShopContext, 'db' | 'shopId'>,
  vin: string,
  opts: { forUpdate?: boolean } = {},
): Promise<VehicleRef | null> {
  const where = (shopId: SQLWrapper | number, value: SQLWrapper | string) =>
    and(eq(vehicles.shopId, shopId), eq(vehicles.vin, value));
  const normalised = vin.trim().toUpperCase();
  if (opts.forUpdate) {
    const [locked] = await ctx.db
      .select(refColumns)
      .from(vehicles)
      .where(where(ctx.shopId, normalised))
      .for('update');
    return locked ?? null;
  }
  const statement = prepared(ctx.db, 'vehicle_ref_by_vin', (db) =>
    db
      .select(refColumns)
      .from(vehicles)
      .where(where(sql.placeholder('shopId'), sql.placeholder('vin')))
      .prepare('vehicle_ref_by_vin'),
  );
  const [row] = await statement.execute({ shopId: ctx.shopId, vin: normalised });
  return row ?? null;
}

/**
 * The shop's vehicles with these VINs (stored upper case) in one statement, locked in id order
 * (two writers locking several vehicles cannot deadlock); a VIN without a vehicle is absent.
 */
export async function lockVehicleRefs(ctx: ShopContext, vins: readonly string[]) {
  if (vins.length === 0) return [];
  return ctx.db
    .select(refColumns)
    .from(vehicles)
    .where(and(eq(vehicles.shopId, ctx.shopId), inArray(vehicles.vin, [...vins])))
    .orderBy(vehicles.id)
    .for('update');
}

/** A vehicle with what a fuel card's line may name it by. */
export type VehicleMatch = VehicleRef & {
  licensePlate: string;
  fuelCardNumber: string;
  tankCapacity: string | null;
};

/**
 * The shop's vehicles whose VIN, plate or fuel card number is one of `keys` (upper case, as
 * typed on a card file), locked until the transaction ends when `forUpdate`.
 */
export async function vehiclesByKeys(
  ctx: ShopContext,
  keys: readonly string[],
  forUpdate: boolean,
): Promise<VehicleMatch[]> {
  if (keys.length === 0) return [];
  const list = sql`(select jsonb_array_elements_text(${JSON.stringify(keys)}::jsonb))`;
  const query = ctx.db
    .select({
      ...refColumns,
      licensePlate: vehicles.licensePlate,
      fuelCardNumber: vehicles.fuelCardNumber,
      tankCapacity: vehicles.tankCapacity,
    })
    .from(vehicles)
    .where(
      and(
        eq(vehicles.shopId, ctx.shopId),
        sql`(${vehicles.vin} in ${list} or upper(${vehicles.licensePlate}) in ${list} or upper(${vehicles.fuelCardNumber}) in ${list})`,
      ),
    )
    .orderBy(vehicles.id);
  return forUpdate ? query.for('update') : query;
}

/** The vehicle by id, locked unless `forUpdate` is false (see findVehicleRef). */
export async function lockVehicle(
  ctx: Pick<ShopContext, 'db' | 'shopId'>,
  id: number,
  opts: { forUpdate?: boolean } = { forUpdate: true },
): Promise<VehicleRef | null> {
  const query = ctx.db
    .select(refColumns)
    .from(vehicles)
    .where(and(eq(vehicles.shopId, ctx.shopId), eq(vehicles.id, id)));
  const [row] = opts.forUpdate === false ? await query : await query.for('update');
  return row ?? null;
}

export async function setCurrentMileage(
  ctx: ShopContext,
  id: number,
  mileage: number | null,
): Promise<void> {
  await ctx.db
    .update(vehicles)
    .set({ currentMileage: mileage, updatedAt: new Date() })
    .where(and(eq(vehicles.shopId, ctx.shopId), eq(vehicles.id, id)));
}

/** Several vehicles' current mileage in one statement (a fuel-card import's readings). */
export async function setCurrentMileages(
  ctx: ShopContext,
  readings: readonly { vehicleId: number; mileage: number }[],
): Promise<void> {
  if (readings.length === 0) return;
  await ctx.db.execute(sql`
    update ${vehicles} v set current_mileage = r.mileage, updated_at = now()
    from jsonb_to_recordset(${JSON.stringify(readings)}::jsonb) as r("vehicleId" int, mileage int)
    where v.shop_id = ${ctx.shopId} and v.id = r."vehicleId"`);
}

/** The status dates the record modules keep on the vehicle row (registration expiry, insurance end). */
/** Each vehicle's insurance end in one statement (a bulk renewal's vehicles). */
export async function setInsuranceEnds(
  ctx: ShopContext,
  ends: readonly { vehicleId: number; endsOn: string | null }[],
): Promise<void> {
  if (ends.length === 0) return;
  const rows = sql.join(
    ends.map((e) => sql`(${e.vehicleId}::int, ${e.endsOn}::date)`),
    sql`, `,
  );
  await ctx.db.execute(
    sql`update ${vehicles} set insurance_ends_on = e.ends_on, updated_at = now() from (values ${rows}) as e(vehicle_id, ends_on) where ${vehicles.shopId} = ${ctx.shopId} and ${vehicles.id} = e.vehicle_id`,
  );
}

export async function setStatusDates(
  ctx: ShopContext,
  id: number,
  dates: { registrationExpiresOn?: string | null; insuranceEndsOn?: string | null },
): Promise<void> {
  await ctx.db
    .update(vehicles)
    .set({ ...dates, updatedAt: new Date() })
    .where(and(eq(vehicles.shopId, ctx.shopId), eq(vehicles.id, id)));
}

// Vehicle types -------------------------------------------------------------

export async function listVehicleTypes(ctx: ShopContext): Promise<VehicleType[]> {
  return prepared(ctx.db, 'vehicle_types', (db) =>
    db
      .select({
        id: vehicleTypes.id,
        name: vehicleTypes.name,
        description: vehicleTypes.description,
      })
      .from(vehicleTypes)
      .orderBy(asc(vehicleTypes.id))
      .prepare('vehicle_types'),
  ).execute();
}

// Checks on references ------------------------------------------------------

export async function locationBelongsToShop(
  ctx: ShopContext,
  locationId: number,
): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.shopId, ctx.shopId), eq(locations.id, locationId)));
  return Boolean(row);
}

/** An active user with an active membership in this shop. */
export async function isActiveMember(ctx: ShopContext, userId: number): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: memberships.id })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        eq(memberships.shopId, ctx.shopId),
        eq(memberships.userId, userId),
        eq(memberships.isActive, true),
        eq(users.isActive, true),
      ),
    );
  return Boolean(row);
}

export async function vinTaken(ctx: ShopContext, vin: string): Promise<boolean> {
  return (await findVehicleRef(ctx, vin)) !== null;
}

// Writes ----------------------------------------------------------------------

export type VehicleWrite = {
  vin: string;
  make: string;
  model: string;
  year: number;
  licensePlate: string;
  locationId: number | null;
  primaryDriverId: number | null;
  currentValue: string | null;
};

export async function insertVehicle(ctx: ShopContext, values: VehicleWrite): Promise<number> {
  const [row] = await ctx.db
    .insert(vehicles)
    .values({ ...values, shopId: ctx.shopId })
    .returning({ id: vehicles.id });
  return row!.id;
}

/** Undefined values are left out of the update (the stored value stays). */
export async function updateVehicle(
  ctx: ShopContext,
  id: number,
  values: Partial<Omit<VehicleWrite, 'vin'>>,
): Promise<void> {
  await ctx.db
    .update(vehicles)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(vehicles.shopId, ctx.shopId), eq(vehicles.id, id)));
}

/** Sets the vehicle's types; `replace: false` for a new vehicle, which has none to remove. */
export async function setVehicleTypes(
  ctx: ShopContext,
  vehicleId: number,
  typeIds: number[],
  opts: { replace: boolean },
): Promise<void> {
  if (opts.replace) {
    await ctx.db
      .delete(vehicleVehicleTypes)
      .where(
        and(
          eq(vehicleVehicleTypes.shopId, ctx.shopId),
          eq(vehicleVehicleTypes.vehicleId, vehicleId),
        ),
      );
  }
  if (typeIds.length === 0) return;
  await ctx.db
    .insert(vehicleVehicleTypes)
    .values(typeIds.map((vehicleTypeId) => ({ shopId: ctx.shopId, vehicleId, vehicleTypeId })))
    .onConflictDoNothing();
}

/** Archives (or brings back) these vehicles in one statement. */
export async function setArchived(
  ctx: ShopContext,
  ids: readonly number[],
  archived: boolean,
): Promise<void> {
  if (ids.length === 0) return;
  await ctx.db
    .update(vehicles)
    .set({ isArchived: archived, archivedAt: archived ? new Date() : null, updatedAt: new Date() })
    .where(and(eq(vehicles.shopId, ctx.shopId), inArray(vehicles.id, [...ids])));
}

/** The stored fields in API naming: the before / after image of an audit row. */
export async function vehicleSnapshot(
  ctx: ShopContext,
  id: number,
): Promise<Record<string, unknown> | null> {
  return (await vehicleSnapshots(ctx, [id])).get(id) ?? null;
}

/**
 * vehicleSnapshot of several vehicles in one statement (a bulk action's audit rows), by id. The
 * image names what a person picked (the location, the driver, the types), as it was at the time:
 * the audit trail shows "Location: Paint Annex", never an id.
 */
export async function vehicleSnapshots(
  ctx: ShopContext,
  ids: readonly number[],
): Promise<Map<number, Record<string, unknown>>> {
  if (ids.length === 0) return new Map();
  const rows = await ctx.db
    .select({
      id: vehicles.id,
      vin: vehicles.vin,
      make: vehicles.make,
      model: vehicles.model,
      year: vehicles.year,
      license_plate: vehicles.licensePlate,
      location: locations.name,
      primary_driver: userDisplayNameOf(vehicles.primaryDriverId),
      current_value: vehicles.currentValue,
      tank_capacity: vehicles.tankCapacity,
      fuel_card_number: vehicles.fuelCardNumber,
      is_archived: vehicles.isArchived,
      // As the screens show a type: its name with a capital ("loaner" reads "Loaner").
      vehicle_types: sql<string[]>`coalesce((select array_agg(
          upper(left(${vehicleTypes.name}, 1)) || substr(${vehicleTypes.name}, 2) order by ${vehicleTypes.name})
        from ${vehicleVehicleTypes} join ${vehicleTypes} on ${vehicleTypes.id} = ${vehicleVehicleTypes.vehicleTypeId}
        where ${vehicleVehicleTypes.vehicleId} = ${vehicles.id}), '{}')`,
    })
    .from(vehicles)
    // A join also makes Drizzle name every column with its table: alone, the types' subquery
    // read "id" as the type's, not the vehicle's.
    .leftJoin(
      locations,
      and(eq(locations.shopId, vehicles.shopId), eq(locations.id, vehicles.locationId)),
    )
    .where(and(eq(vehicles.shopId, ctx.shopId), inArray(vehicles.id, [...ids])));
  return new Map(rows.map(({ id, ...snapshot }) => [id, snapshot]));
}
