import { and, desc, eq, sql } from 'drizzle-orm';
import type { InsurancePolicy, VehicleListItem, VehicleType } from '@fleetdesk/contract/vehicles';
import { prepared } from '../../db/prepared';
import type { ShopContext } from '../../platform/request-context';
import { userProfiles, users } from '../auth/auth.tables';
import { insurancePolicies, masterPolicies } from '../insurance/insurance.tables';
import { mileageLogs } from '../mileage/mileage.tables';
import { serviceRecords } from '../service/service.tables';
import { locations } from '../shops/shops.tables';
import { listItemColumns, statusFromRank } from './vehicles.sql';
import { vehicleTypes, vehicleVehicleTypes, vehicles } from './vehicles.tables';

export type VehicleCore = VehicleListItem & {
  id: number;
  current_value: string | null;
  current_mileage: number | null;
  mileage_log_count: number;
  service_record_count: number;
};

/**
 * Counts and types ride along as subqueries: one round trip instead of four. The types are
 * reached by the (already shop-scoped) vehicle's id alone, so the primary key serves them.
 */
const typesJsonSql = sql<VehicleType[]>`coalesce((
  select json_agg(json_build_object('id', ${vehicleTypes.id}, 'name', ${vehicleTypes.name}, 'description', ${vehicleTypes.description}) order by ${vehicleTypes.id})
  from ${vehicleVehicleTypes} join ${vehicleTypes} on ${vehicleTypes.id} = ${vehicleVehicleTypes.vehicleTypeId}
  where ${vehicleVehicleTypes.vehicleId} = ${vehicles.id}), '[]'::json)`;
const mileageCountSql = sql<number>`(select count(*)::int from ${mileageLogs}
  where ${mileageLogs.shopId} = ${vehicles.shopId} and ${mileageLogs.vehicleId} = ${vehicles.id})`;
const serviceCountSql = sql<number>`(select count(*)::int from ${serviceRecords}
  where ${serviceRecords.shopId} = ${vehicles.shopId} and ${serviceRecords.vehicleId} = ${vehicles.id})`;

/** The vehicle's own fields with location, driver, status, types and history counts. */
export async function findVehicleCore(ctx: ShopContext, vin: string): Promise<VehicleCore | null> {
  const statement = prepared(ctx.db, 'vehicle_core_by_vin', (db) =>
    db
      .select({
        ...listItemColumns,
        current_value: vehicles.currentValue,
        current_mileage: vehicles.currentMileage,
        vehicle_types: typesJsonSql,
        mileage_log_count: mileageCountSql,
        service_record_count: serviceCountSql,
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
  return {
    ...rest,
    status: statusFromRank(Number(rank)),
    mileage_log_count: Number(rest.mileage_log_count),
    service_record_count: Number(rest.service_record_count),
  };
}

/**
 * The vehicle's insurance policies, latest end date first, in spec 2's Insurance policy shape
 * (read-only here; the insurance area writes them). Documents are added by the caller.
 */
export async function insurancePoliciesOf(
  ctx: ShopContext,
  vehicle: { id: number; vin: string; description: string },
): Promise<Omit<InsurancePolicy, 'documents'>[]> {
  const statement = prepared(ctx.db, 'insurance_policies_of_vehicle', (db) =>
    db
      .select({
        id: insurancePolicies.id,
        masterId: masterPolicies.id,
        policyName: masterPolicies.policyName,
        policyNumber: masterPolicies.policyNumber,
        insuranceCompany: masterPolicies.insuranceCompany,
        policy_costs: insurancePolicies.policyCosts,
        vehicle_premium: insurancePolicies.vehiclePremium,
        start_date: insurancePolicies.startDate,
        end_date: insurancePolicies.endDate,
        collision_deductible: insurancePolicies.collisionDeductible,
        comprehensive_deductible: insurancePolicies.comprehensiveDeductible,
        notes: insurancePolicies.notes,
      })
      .from(insurancePolicies)
      .leftJoin(
        masterPolicies,
        and(
          eq(masterPolicies.id, insurancePolicies.masterPolicyId),
          eq(masterPolicies.shopId, insurancePolicies.shopId),
        ),
      )
      .where(
        and(
          eq(insurancePolicies.shopId, sql.placeholder('shopId')),
          eq(insurancePolicies.vehicleId, sql.placeholder('vehicleId')),
        ),
      )
      .orderBy(sql`${insurancePolicies.endDate} desc nulls last`, desc(insurancePolicies.id))
      .prepare('insurance_policies_of_vehicle'),
  );
  const rows = await statement.execute({ shopId: ctx.shopId, vehicleId: vehicle.id });
  return rows.map(({ masterId, policyName, policyNumber, insuranceCompany, ...policy }) => ({
    ...policy,
    master_policy:
      masterId === null
        ? null
        : {
            policy_name: policyName ?? '',
            policy_number: policyNumber ?? '',
            insurance_company: insuranceCompany ?? '',
          },
    vehicle: vehicle.vin,
    vehicle_description: vehicle.description,
  }));
}
