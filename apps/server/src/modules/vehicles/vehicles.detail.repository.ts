import { and, eq, sql } from 'drizzle-orm';
import type { VehicleListItem, VehicleType } from '@fleetdesk/contract/vehicles';
import { prepared } from '../../platform/database/prepared';
import type { ShopContext } from '../../platform/request-context';
import { userProfiles, users } from '../auth';
import { locations } from '../shops';
import { listItemColumns, statusFromRank } from './vehicles.sql';
import { vehicleTypes, vehicleVehicleTypes, vehicles } from './vehicles.tables';

export type VehicleCore = VehicleListItem & {
  id: number;
  current_value: string | null;
  current_mileage: number | null;
};

/**
 * The types ride along as a subquery: one round trip instead of two. They are reached by the
 * (already shop-scoped) vehicle's id alone, so the primary key serves them.
 */
const typesJsonSql = sql<VehicleType[]>`coalesce((
  select json_agg(json_build_object('id', ${vehicleTypes.id}, 'name', ${vehicleTypes.name}, 'description', ${vehicleTypes.description}) order by ${vehicleTypes.id})
  from ${vehicleVehicleTypes} join ${vehicleTypes} on ${vehicleTypes.id} = ${vehicleVehicleTypes.vehicleTypeId}
  where ${vehicleVehicleTypes.vehicleId} = ${vehicles.id}), '[]'::json)`;

/** The vehicle's own fields with location, driver, status and types. */
export async function findVehicleCore(ctx: ShopContext, vin: string): Promise<VehicleCore | null> {
  const statement = prepared(ctx.db, 'vehicle_core_by_vin', (db) =>
    db
      .select({
        ...listItemColumns,
        current_value: vehicles.currentValue,
        current_mileage: vehicles.currentMileage,
        vehicle_types: typesJsonSql,
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
      .prepare('vehicle_core_by_vin'),
  );
  const [row] = await statement.execute({ shopId: ctx.shopId, vin: vin.trim().toUpperCase() });
  if (!row) return null;
  const { rank, ...rest } = row;
  return { ...rest, status: statusFromRank(Number(rank)) };
}
