import {
  FINANCING_MESSAGES,
  financingPaymentSchema,
  type FinancingPayment,
} from '@fleetdesk/contract/financing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetList } from '../../../lib/api';
import { queryString } from '../../../lib/pagination';
import { financingKeys } from './keys';

/** GET /api/vehicles/financing-payments/?vehicle={vin}: every payment on the vehicle's financings. */
export function getVehiclePayments(vin: string): Promise<FinancingPayment[]> {
  return apiGetList(
    `/api/vehicles/financing-payments/${queryString({ vehicle: vin, page_size: 1000 })}`,
    financingPaymentSchema,
  );
}

export const vehiclePaymentsQueryOptions = (vin: string) =>
  queryOptions({
    queryKey: financingKeys.vehiclePayments(vin),
    queryFn: () => getVehiclePayments(vin),
    meta: { errorToast: { title: 'Error', message: FINANCING_MESSAGES.loadFailed } },
  });

export function useVehiclePayments(vin: string, enabled = true) {
  return useQuery({ ...vehiclePaymentsQueryOptions(vin), enabled });
}
