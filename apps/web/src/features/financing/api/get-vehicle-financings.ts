import { FINANCING_MESSAGES, financingSchema, type Financing } from '@fleetdesk/contract/financing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetList } from '../../../lib/api';
import { queryString } from '../../../lib/pagination';
import { financingKeys } from './keys';

/** GET /api/vehicles/financing/?vehicle={vin}: the financings of one vehicle (spec 2 section 7). */
export function getVehicleFinancings(vin: string): Promise<Financing[]> {
  return apiGetList(
    `/api/vehicles/financing/${queryString({ vehicle: vin, page_size: 1000 })}`,
    financingSchema,
  );
}

export const vehicleFinancingsQueryOptions = (vin: string) =>
  queryOptions({
    queryKey: financingKeys.vehicle(vin),
    queryFn: () => getVehicleFinancings(vin),
    meta: { errorToast: { title: 'Error', message: FINANCING_MESSAGES.loadFailed } },
  });

export function useVehicleFinancings(vin: string, enabled = true) {
  return useQuery({ ...vehicleFinancingsQueryOptions(vin), enabled });
}
