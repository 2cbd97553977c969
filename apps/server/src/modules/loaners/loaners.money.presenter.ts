import type {
  AuthorizationRecord,
  DayRule,
  Insurer,
  Payer,
  PaymentMethod,
  PaymentRecord,
} from '@fleetdesk/contract/loaner-money';
import { toCents } from '@fleetdesk/contract/money';
import type { InsurerRow } from './loaners.insurers.repository';
import type { loanAgreementAuthorizations, loanAgreementPayments } from './loaners.money.tables';

/** Rows → the API shapes of docs/api.md "Loaner money". */

export type AuthorizationRow = typeof loanAgreementAuthorizations.$inferSelect;
export type PaymentRow = typeof loanAgreementPayments.$inferSelect;

export function presentInsurer(row: InsurerRow): Insurer {
  return {
    id: row.id,
    name: row.name,
    daily_rate_cap: row.dailyRateCap,
    day_rule: row.dayRule as DayRule,
    grace_minutes: row.graceMinutes,
    billing_email: row.billingEmail,
    billing_address: row.billingAddress,
    payment_terms_days: row.paymentTermsDays,
    notes: row.notes,
    open_balance: row.openBalance,
  };
}

export function presentAuthorization(row: AuthorizationRow): AuthorizationRecord {
  return {
    id: row.id,
    days: row.days,
    daily_rate: row.dailyRate,
    reference: row.reference,
    adjuster: row.adjuster,
    authorized_on: row.authorizedOn,
    note: row.note,
  };
}

/** A refund is the row of money given back: its amount below 0. */
export const isRefund = (row: Pick<PaymentRow, 'amount'>) => toCents(row.amount) < 0n;

export function presentPayment(row: PaymentRow): PaymentRecord {
  return {
    id: row.id,
    kind: isRefund(row) ? 'refund' : 'payment',
    payer: row.payer as Payer,
    amount: row.amount,
    method: row.method as PaymentMethod,
    reference: row.reference,
    received_on: row.receivedOn,
    reason: row.reason,
  };
}
