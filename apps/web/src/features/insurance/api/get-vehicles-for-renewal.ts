import {
  INSURANCE_MESSAGES,
  vehicleForRenewalSchema,
  type VehicleForRenewal,
} from '@fleetdesk/contract/insurance';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetList } from '../../../lib/api';
import { insuranceKeys } from './keys';

/** GET /api/vehicles/master-policies/vehicles_for_renewal/ */
export function getVehiclesForRenewal(): Promise<VehicleForRenewal[]> {
  return apiGetList('/api/vehicles/master-policies/vehicles_for_renewal/', vehicleForRenewalSchema);
}

export const vehiclesForRenewalQueryOptions = () =>
  queryOptions({
    queryKey: insuranceKeys.vehiclesForRenewal(),
    queryFn: getVehiclesForRenewal,
    meta: {
      errorToast: { title: 'Bulk Renewal', message: INSURANCE_MESSAGES.renewalVehiclesFailed },
    },
  });

export const useVehiclesForRenewal = () => useQuery(vehiclesForRenewalQueryOptions());
