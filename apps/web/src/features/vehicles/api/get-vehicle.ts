import { vehicleDetailSchema } from '@fleetdesk/contract/vehicles';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet, ApiError } from '../../../lib/api';
import { vehicleKeys } from './keys';

export const VEHICLE_DETAILS_FAILED = 'Failed to fetch vehicle details';
export const VEHICLE_NOT_FOUND = 'Vehicle not found';

/** The detail with any status text, as the list takes it: an unknown one must not fail the load. */
const vehicleDetailViewSchema = vehicleDetailSchema.extend({ status: z.string() });
export type VehicleDetailView = z.infer<typeof vehicleDetailViewSchema>;

/** GET /api/vehicles/vehicles/{vin}/ */
export function getVehicle(vin: string): Promise<VehicleDetailView> {
  return apiGet(`/api/vehicles/vehicles/${encodeURIComponent(vin)}/`, vehicleDetailViewSchema);
}

export const vehicleQueryOptions = (vin: string) =>
  queryOptions({ queryKey: vehicleKeys.detail(vin), queryFn: () => getVehicle(vin) });

export function useVehicle(vin: string, enabled = true) {
  return useQuery({ ...vehicleQueryOptions(vin), enabled });
}

/**
 * Spec 2 section 8: 'Vehicle not found' for a 404, otherwise 'Failed to fetch vehicle details'
 * (never the transport's own text, such as 'Request failed with status 500').
 */
export function vehicleLoadErrorText(error: unknown): string {
  if (error instanceof ApiError && error.status === 404) return VEHICLE_NOT_FOUND;
  return VEHICLE_DETAILS_FAILED;
}
