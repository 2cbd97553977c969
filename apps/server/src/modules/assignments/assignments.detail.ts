import { sql } from 'drizzle-orm';
import type { VehicleDetailSection } from '../vehicles';
import { presentAssignment } from './assignments.presenter';
import { vehicleAssignments as a } from './assignments.tables';

type CurrentJson = {
  id: number;
  driver_id: number | null;
  driver_name: string;
  starts_at: string;
  ends_at: string | null;
} | null;

/**
 * The vehicle detail's `current_assignment` (the one in force now, or null): a json subquery of
 * the detail's one statement, as the other sections are.
 */
export const assignmentDetailSection: VehicleDetailSection = {
  key: 'assignment',
  select: (
    _ctx,
    vehicle,
  ) => sql`(select json_build_object('id', ${a.id}, 'driver_id', ${a.driverId},
    'driver_name', ${a.driverName}, 'starts_at', ${a.startsAt}, 'ends_at', ${a.endsAt})
    from ${a} where ${a.shopId} = ${vehicle.shopId} and ${a.vehicleId} = ${vehicle.id}
      and ${a.startsAt} <= now() and (${a.endsAt} is null or ${a.endsAt} > now())
    limit 1)`,
  parts: (_ctx, json, vehicle) => {
    const row = json as CurrentJson;
    if (!row) return { current_assignment: null };
    const { citations: _none, ...current } = presentAssignment({
      id: row.id,
      vehicle: vehicle.vin,
      driverId: row.driver_id,
      driverName: row.driver_name,
      startsAt: new Date(row.starts_at),
      endsAt: row.ends_at === null ? null : new Date(row.ends_at),
    });
    return { current_assignment: current };
  },
};
