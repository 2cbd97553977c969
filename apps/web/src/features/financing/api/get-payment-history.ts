import { paymentHistorySchema, type PaymentHistory } from '@fleetdesk/contract/financing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';
import { financingKeys } from './keys';

/** GET /api/vehicles/financing/{id}/payment_history/ (API.md). */
export function getPaymentHistory(id: number): Promise<PaymentHistory> {
  return apiGet(`/api/vehicles/financing/${id}/payment_history/`, paymentHistorySchema);
}

export const paymentHistoryQueryOptions = (id: number) =>
  queryOptions({ queryKey: financingKeys.history(id), queryFn: () => getPaymentHistory(id) });

export function usePaymentHistory(id: number) {
  return useQuery(paymentHistoryQueryOptions(id));
}
