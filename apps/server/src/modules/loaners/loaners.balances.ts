import { sql, type SQL } from 'drizzle-orm';

/**
 * What a payer still owes on one agreement, as SQL over the row named `loan_agreements`: the
 * contract's payerShares (rules/loaner-totals) written for sums over many agreements (a customer's
 * balance_due, an insurer's open balance, the receivables). The covered days' amount is the one
 * the rule computed and the agreement keeps (insurer_days_amount); what its charges billed each
 * payer and what each paid are the sums the database keeps on the row (migration 0048's
 * fleetdesk_loan_agreement_sums, run by triggers on charges, payments and authorizations), so a
 * sum over 50,000 agreements reads their rows and none of their children.
 */

/** Not yet floored at 0: the receivables' partial indexes name this expression (migration 0048). */
const customerOpen = sql`(loan_agreements.customer_charged - loan_agreements.customer_paid)`;
const insurerOpen = sql`(coalesce(loan_agreements.insurer_days_amount, 0) + loan_agreements.insurer_charged - loan_agreements.insurer_paid)`;

export const customerBalanceSql = (): SQL => sql`greatest(0, ${customerOpen})`;

export const insurerBalanceSql = (): SQL => sql`greatest(0, ${insurerOpen})`;

/** Agreements with something open for that payer: the predicate of its partial index. */
export const customerOwesSql = (): SQL => sql`${customerOpen} > 0`;
export const insurerOwesSql = (): SQL => sql`${insurerOpen} > 0`;
