import { sql, type SQL } from 'drizzle-orm';

/**
 * What a payer still owes on one agreement, as SQL over the row named `loan_agreements`: the
 * contract's payerShares (rules/loaner-totals) written for sums over many agreements (a customer's
 * balance_due, an insurer's open balance). The covered days' amount is the one the rule computed
 * and the agreement keeps (insurer_days_amount); charges and payments are summed here.
 */
const billed = (payer: 'customer' | 'insurer') => sql`coalesce((
  select sum(c.amount) from loan_agreement_charges c
  where c.shop_id = loan_agreements.shop_id and c.agreement_id = loan_agreements.id
    and c.bill_to = ${payer}), 0)`;
const paid = (payer: 'customer' | 'insurer') => sql`coalesce((
  select sum(p.amount) from loan_agreement_payments p
  where p.shop_id = loan_agreements.shop_id and p.agreement_id = loan_agreements.id
    and p.payer = ${payer}), 0)`;

export const customerBalanceSql = (): SQL =>
  sql`greatest(0, ${billed('customer')} - ${paid('customer')})`;

export const insurerBalanceSql = (): SQL =>
  sql`greatest(0, coalesce(loan_agreements.insurer_days_amount, 0) + ${billed('insurer')} - ${paid('insurer')})`;
