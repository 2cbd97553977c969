import {
  maintenanceScheduleListSchema,
  type MaintenanceSchedule,
} from '@fleetdesk/contract/maintenance';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';
import { queryString } from '../../../lib/pagination';
import { serviceKeys } from './keys';

/** GET /api/vehicles/maintenance-schedules/ (?vehicle={vin}: the ones it keeps, with next due). */
export function getMaintenanceSchedules(vin: string | null): Promise<MaintenanceSchedule[]> {
  return apiGet(
    `/api/vehicles/maintenance-schedules/${queryString({ vehicle: vin ?? undefined })}`,
    maintenanceScheduleListSchema,
  );
}

export const maintenanceSchedulesQueryOptions = (vin: string | null) =>
  queryOptions({
    queryKey: serviceKeys.schedules(vin),
    queryFn: () => getMaintenanceSchedules(vin),
  });

export function useMaintenanceSchedules(vin: string | null) {
  return useQuery(maintenanceSchedulesQueryOptions(vin));
}
