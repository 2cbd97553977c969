import {
  financingPaymentSchema,
  type FinancingPayment,
  type PaymentCreate,
} from '@fleetdesk/contract/financing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, parseWith } from '../../../lib/api';
import { financingKeys } from './keys';

/** POST /api/vehicles/financing-payments/ (spec 2 section 7). */
export async function createPayment(input: PaymentCreate): Promise<FinancingPayment> {
  const data = await apiRequest('/api/vehicles/financing-payments/', {
    method: 'POST',
    body: input,
  });
  return parseWith(financingPaymentSchema, data);
}

export function useCreatePayment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createPayment,
    // A payment moves totals, payment_status and variance wherever they are shown.
    onSuccess: () => client.invalidateQueries({ queryKey: financingKeys.all }),
  });
}
