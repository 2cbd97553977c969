import { can } from '../../platform/request-context';
import { RECENT_LIMIT, type VehicleDetailSection } from '../vehicles';
import { presentServiceRecord } from './service.presenter';
import { recentForVehicle } from './service.repository';

/** The vehicle detail's newest service records and their count, for those who may see them. */
export const serviceDetailSection: VehicleDetailSection = async (ctx, vehicle) => {
  if (!can(ctx, 'canViewService')) return {};
  const recent = await recentForVehicle(ctx, vehicle.id, RECENT_LIMIT);
  return {
    recent_service_records: recent.results.map(presentServiceRecord),
    service_record_count: recent.count,
  };
};
