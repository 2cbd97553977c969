import type { VehicleModuleSettingsPatch } from '@fleetdesk/contract/vehicles';
import { apiRequest } from '../../../lib/api';

export const VEHICLE_MODULE_SETTINGS_UPDATE_FAILED = 'Failed to update vehicle module settings';

/** PATCH /api/vehicles/module-settings/{id}/ with a single changed field. */
export function updateVehicleModuleSettings(
  id: number,
  patch: VehicleModuleSettingsPatch,
): Promise<unknown> {
  return apiRequest(`/api/vehicles/module-settings/${id}/`, { method: 'PATCH', body: patch });
}
