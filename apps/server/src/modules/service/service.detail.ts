import { and, desc, eq, sql } from 'drizzle-orm';
import { fromJsonRows, jsonRowsSql } from '../../platform/database/json-rows';
import { can } from '../../platform/request-context';
import { RECENT_LIMIT, type VehicleDetailSection } from '../vehicles';
import { presentServiceRecord, type ServiceRow } from './service.presenter';
import { serviceRecordFields as fields } from './service.repository';
import { serviceRecords, vendors } from './service.tables';

/**
 * The vehicle detail's newest service records and their count, for those who may see them: a
 * json subquery of the detail's one statement.
 */
export const serviceDetailSection: VehicleDetailSection = {
  key: 'service',
  select: (ctx, vehicle) => {
    if (!can(ctx, 'canViewService')) return null;
    const ofVehicle = and(
      eq(serviceRecords.shopId, vehicle.shopId),
      eq(serviceRecords.vehicleId, vehicle.id),
    );
    return sql`json_build_object('count', (select count(*) from ${serviceRecords} where ${ofVehicle}), 'recent', ${jsonRowsSql(
      fields,
      sql`from ${serviceRecords} join ${vendors} on ${eq(vendors.id, serviceRecords.vendorId)}
        where ${ofVehicle} order by ${desc(serviceRecords.serviceDate)}, ${desc(serviceRecords.id)} limit ${sql.raw(String(RECENT_LIMIT))}`,
    )})`;
  },
  parts: (_ctx, json, vehicle) => {
    const { count, recent } = json as { count: number; recent: unknown };
    type Row = Omit<ServiceRow, 'vehicle' | 'vehicle_description'>;
    return {
      recent_service_records: fromJsonRows<Row>(fields, recent).map((row) =>
        presentServiceRecord({
          ...row,
          vehicle: vehicle.vin,
          vehicle_description: vehicle.description,
        }),
      ),
      service_record_count: Number(count),
    };
  },
};
