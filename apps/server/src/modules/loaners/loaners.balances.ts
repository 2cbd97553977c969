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

/**
 * Agreements with something open for that payer: the predicates of the partial indexes. The
 * insurer's agreements on a live invoice are owed through the invoice (invoiceOwesSql).
 */
export const customerOwesSql = (): SQL => sql`${customerOpen} > 0`;
export const insurerOwesSql = (): SQL => sql`not loan_agreements.invoiced and ${insurerOpen} > 0`;

/**
 * What is paid on the invoice row named `inv`: its agreements' insurer payments, each up to the
 * amount it was billed at, kept on the invoice with the agreements' sums (migration 0048).
 */
export const invoicePaidSql = (): SQL => sql`inv.insurer_paid`;
/** A live invoice with a balance: the predicate of loan_invoices_open_idx. */
export const invoiceOwesSql = (): SQL =>
  sql`inv.voided_at is null and (inv.amount - inv.insurer_paid) > 0`;
