import type {
  AuthorizationCreate,
  PaymentCreate,
  RefundCreate,
} from '@fleetdesk/contract/loaner-money';
import { apiRequest } from '../../../lib/api';
import { agreementReply, useAgreementChange, useAgreementWrite } from './agreements';

/**
 * An agreement's money (docs/api.md "Loaner money"): authorizations and payments. Both answer the
 * agreement, which replaces the cached one (balances and lists under ['loaners'] are asked again).
 */

const base = (id: number) => `/api/loaners/agreements/${id}/`;

/** POST …/authorizations/: an extension (or a first authorization) of the insurer's days. */
export function useAddAuthorization(id: number) {
  return useAgreementWrite((body: AuthorizationCreate) =>
    agreementReply(`${base(id)}authorizations/`, 'POST', body),
  );
}

/** POST …/payments/: a payment from the customer or the insurer, or a write-off. */
export function useAddPayment(id: number) {
  return useAgreementWrite((body: PaymentCreate) =>
    agreementReply(`${base(id)}payments/`, 'POST', body),
  );
}

/** POST …/refunds/: money given back to a payer who paid more than they owe. */
export function useAddRefund(id: number) {
  return useAgreementWrite((body: RefundCreate) =>
    agreementReply(`${base(id)}refunds/`, 'POST', body),
  );
}

/** DELETE /api/loaners/payments/{id}/: a payment recorded by mistake, or a refund. */
export function useDeletePayment() {
  return useAgreementChange(async (paymentId: number) => {
    await apiRequest(`/api/loaners/payments/${paymentId}/`, { method: 'DELETE' });
  });
}
