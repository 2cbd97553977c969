import { and, eq, sql, type SQL } from 'drizzle-orm';
import { prepared, statementName } from '../../platform/database/prepared';
import type { ShopContext } from '../../platform/request-context';
import { userProfiles, users } from '../auth';
import { locations } from '../shops';
import { listItemColumns, statusFromRank, typesJsonSql, type ListedVehicle } from './vehicles.sql';
import { vehicles } from './vehicles.tables';

export type VehicleCore = ListedVehicle & {
  id: number;
  current_value: string | null;
  current_mileage: number | null;
  tank_capacity: string | null;
  fuel_card_number: string;
};

/** A section's json subquery in the detail statement (vehicles.detail.service.ts). */
export type SectionSelect = { key: string; sql: SQL };

/** The outer vehicle, as the sections' subqueries correlate to it. */
export const DETAIL_VEHICLE_SQL = { id: sql`${vehicles.id}`, shopId: sql`${vehicles.shopId}` };

const sectionFields = (selects: SectionSelect[]) =>
  Object.fromEntries(selects.map((s) => [`section_${s.key}`, s.sql]));

const sectionsFrom = (selects: SectionSelect[], row: Record<string, unknown>) =>
  Object.fromEntries(selects.map((s) => [s.key, row[`section_${s.key}`]]));

/** A detail's sections and the name its statement is prepared under. */
export type DetailSections = { selects: SectionSelect[]; name: string };

/**
 * Names the detail statement of these sections by a digest of their SQL (statementName): the
 * statement differs with what the member may see. Built once per set of permissions by the
 * service, since rendering the SQL on every request cost a tenth of a worker under load.
 */
export function detailSections(selects: SectionSelect[]): DetailSections {
  const parts = selects.map((s) => sql`${sql.raw(s.key)}: ${s.sql}`);
  return { selects, name: statementName('vehicle_core_by_vin', parts) };
}

const NO_SECTIONS = detailSections([]);

/**
 * The vehicle's own fields with location, driver, status and types, and the sections' json
 * (`sections`, by key) in the same statement. Prepared per text of the sections: which ones a
 * member gets, and what each holds (a registration's documents or not), depends on permissions.
 */
export async function findVehicleCore(
  ctx: ShopContext,
  vin: string,
  { selects, name }: DetailSections = NO_SECTIONS,
): Promise<(VehicleCore & { sections: Record<string, unknown> }) | null> {
  const statement = prepared(ctx.db, name, (db) =>
    db
      .select({
        ...listItemColumns,
        current_value: vehicles.currentValue,
        current_mileage: vehicles.currentMileage,
        tank_capacity: vehicles.tankCapacity,
        fuel_card_number: vehicles.fuelCardNumber,
        vehicle_types: typesJsonSql,
        ...sectionFields(selects),
      })
      .from(vehicles)
      .leftJoin(locations, eq(locations.id, vehicles.locationId))
      .leftJoin(users, eq(users.id, vehicles.primaryDriverId))
      .leftJoin(userProfiles, eq(userProfiles.userId, vehicles.primaryDriverId))
      .where(
        and(
          eq(vehicles.shopId, sql.placeholder('shopId')),
          eq(vehicles.vin, sql.placeholder('vin')),
        ),
      )
      .prepare(name),
  );
  const [row] = await statement.execute({ shopId: ctx.shopId, vin: vin.trim().toUpperCase() });
  if (!row) return null;
  const all = row as Record<string, unknown>;
  const core: VehicleCore = {
    id: row.id,
    vin: row.vin,
    description: row.description,
    make: row.make,
    model: row.model,
    year: row.year,
    license_plate: row.license_plate,
    location: row.location,
    location_name: row.location_name,
    primary_driver: row.primary_driver,
    primary_driver_name: row.primary_driver_name,
    is_archived: row.is_archived,
    photo_id: row.photo_id,
    current_value: row.current_value,
    current_mileage: row.current_mileage,
    tank_capacity: row.tank_capacity,
    fuel_card_number: row.fuel_card_number,
    vehicle_types: row.vehicle_types,
    status: statusFromRank(Number(row.rank)),
  };
  return { ...core, sections: sectionsFrom(selects, all) };
}

/** The sections' json for a vehicle already read (after a write or an archive): one statement. */
export async function sectionsOf(
  ctx: ShopContext,
  vehicleId: number,
  selects: SectionSelect[],
): Promise<Record<string, unknown>> {
  if (selects.length === 0) return {};
  const [row] = await ctx.db
    .select(sectionFields(selects))
    .from(vehicles)
    .where(and(eq(vehicles.shopId, ctx.shopId), eq(vehicles.id, vehicleId)));
  return row ? sectionsFrom(selects, row) : {};
}
