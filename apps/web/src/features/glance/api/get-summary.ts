import { vehicleSummarySchema } from '@fleetdesk/contract/vehicle-glance';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';
import { vehicleKeys } from '../../vehicles';

export const SUMMARY_FAILED = 'Failed to load the vehicle at a glance';

/**
 * Under the vehicle's detail key: a record's change refreshes the detail, and with it the
 * summary (refreshVehicleAfterRecordChange invalidates by prefix).
 */
export const summaryKey = (vin: string) => [...vehicleKeys.detail(vin), 'summary'] as const;

/** GET /api/vehicles/vehicles/{vin}/summary/ */
export const summaryQueryOptions = (vin: string) =>
  queryOptions({
    queryKey: summaryKey(vin),
    queryFn: () =>
      apiGet(`/api/vehicles/vehicles/${encodeURIComponent(vin)}/summary/`, vehicleSummarySchema),
  });

export function useVehicleSummary(vin: string) {
  return useQuery(summaryQueryOptions(vin));
}
