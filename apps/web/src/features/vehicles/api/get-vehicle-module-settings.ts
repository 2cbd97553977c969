import {
  vehicleModuleSettingsSchema,
  type VehicleModuleSettings,
} from '@fleetdesk/contract/vehicles';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';
import { vehicleKeys } from './keys';

export const VEHICLE_MODULE_SETTINGS_FETCH_FAILED = 'Failed to fetch vehicle module settings';

/** GET /api/vehicles/module-settings/current/ : the registration admin settings of the shop. */
export function getVehicleModuleSettings(): Promise<VehicleModuleSettings> {
  return apiGet('/api/vehicles/module-settings/current/', vehicleModuleSettingsSchema);
}

export const vehicleModuleSettingsQueryOptions = () =>
  queryOptions({
    queryKey: vehicleKeys.moduleSettings(),
    queryFn: getVehicleModuleSettings,
    staleTime: 0,
    meta: { errorToast: { title: 'Settings', message: VEHICLE_MODULE_SETTINGS_FETCH_FAILED } },
  });

export function useVehicleModuleSettings(enabled = true) {
  return useQuery({ ...vehicleModuleSettingsQueryOptions(), enabled });
}
