import { financingPaymentSchema, type FinancingPayment } from '@fleetdesk/contract/financing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, parseWith } from '../../../lib/api';
import { financingKeys } from './keys';

/** What POST /api/vehicles/financing-payments/ takes (spec 2 section 7). */
export type PaymentInput = {
  financing: number;
  payment_date: string;
  amount_paid: string;
  payment_method: string;
  reference_number: string;
  is_late: boolean;
  late_fee: string;
  notes: string;
};

export async function createPayment(input: PaymentInput): Promise<FinancingPayment> {
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
