import { and, desc, eq, sql } from 'drizzle-orm';
import { fromJsonRows, jsonRowsSql } from '../../platform/database/json-rows';
import { can } from '../../platform/request-context';
import { RECENT_LIMIT, userDisplayNameOf, type VehicleDetailSection } from '../vehicles';
import { presentMileageLog, type MileageRow } from './mileage.presenter';
import { mileageLogs } from './mileage.tables';

const fields = {
  id: mileageLogs.id,
  mileage: mileageLogs.mileage,
  source: mileageLogs.source,
  notes: mileageLogs.notes,
  isCorrection: mileageLogs.isCorrection,
  dateRecorded: mileageLogs.dateRecorded,
  recordedBy: userDisplayNameOf(mileageLogs.recordedBy),
};

/**
 * The vehicle detail's newest mileage logs and their count, for those who may see them: a json
 * subquery of the detail's one statement.
 */
export const mileageDetailSection: VehicleDetailSection = {
  key: 'mileage',
  select: (ctx, vehicle) => {
    if (!can(ctx, 'canViewMileage')) return null;
    const ofVehicle = and(
      eq(mileageLogs.shopId, vehicle.shopId),
      eq(mileageLogs.vehicleId, vehicle.id),
    );
    return sql`json_build_object('count', (select count(*) from ${mileageLogs} where ${ofVehicle}), 'recent', ${jsonRowsSql(
      fields,
      sql`from ${mileageLogs} where ${ofVehicle} order by ${desc(mileageLogs.dateRecorded)}, ${desc(mileageLogs.id)} limit ${sql.raw(String(RECENT_LIMIT))}`,
    )})`;
  },
  parts: (_ctx, json, vehicle) => {
    const { count, recent } = json as { count: number; recent: unknown };
    return {
      recent_mileage_logs: fromJsonRows<Omit<MileageRow, 'vehicle'>>(fields, recent).map((row) =>
        presentMileageLog({ ...row, vehicle: vehicle.vin }),
      ),
      mileage_log_count: Number(count),
    };
  },
};
