import { can } from '../../platform/request-context';
import { RECENT_LIMIT, type VehicleDetailSection } from '../vehicles';
import { presentMileageLog } from './mileage.presenter';
import { recentForVehicle } from './mileage.repository';

/** The vehicle detail's newest mileage logs and their count, for those who may see them. */
export const mileageDetailSection: VehicleDetailSection = async (ctx, vehicle) => {
  if (!can(ctx, 'canViewMileage')) return {};
  const recent = await recentForVehicle(ctx, vehicle.id, RECENT_LIMIT);
  return {
    recent_mileage_logs: recent.results.map(presentMileageLog),
    mileage_log_count: recent.count,
  };
};
