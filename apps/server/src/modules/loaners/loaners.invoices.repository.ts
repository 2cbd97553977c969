import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { InvoiceStatus } from '@fleetdesk/contract/loaner-invoices';
import { rowsOf } from '../../platform/database/client';
import type { ShopContext } from '../../platform/request-context';
import { shops } from '../shops';
import { invoicePaidSql } from './loaners.balances';
import { loanInvoiceAgreements, loanInvoices } from './loaners.invoices.tables';

/**
 * Queries of the invoices to insurers. What is paid on an invoice is one rule for the list, the
 * detail, the receivables and the reminders: each billed agreement's insurer payments, up to the
 * amount it was billed at, kept on the invoice by the database (loaners.balances.ts); the status
 * follows from it.
 */

/** Paid on the invoice row named `inv` (agreements of a void invoice included: it shows them). */
const paidSql = invoicePaidSql();

/**
 * The invoices with their paid, balance and status (balance 0 once void: nothing is owed on it).
 * `page` (an order and a limit) picks the invoices before their paid is worked out.
 */
export const invoiceFiguresSql = (where: SQL, page: SQL = sql``) => sql`
  with figures as (
    select inv.*, ${paidSql} as paid_amount
    from (select * from loan_invoices inv where ${where} ${page}) inv
  )
  select figures.*,
    case when voided_at is not null then 0 else amount - paid_amount end as balance_amount,
    case when voided_at is not null then 'void'
         when paid_amount >= amount then 'paid'
         when paid_amount > 0 then 'partly_paid'
         else 'open' end as status
  from figures`;

export type InvoiceRow = {
  id: number;
  number: string;
  insurer_id: number;
  insurer_name: string;
  status: InvoiceStatus;
  issued_on: string;
  due_on: string;
  amount: string;
  paid: string;
  balance: string;
  sent_at: string | null;
  void_reason: string;
  agreement_count: number;
};

const selectInvoices = (where: SQL, after: SQL = sql``, page: SQL = sql``) => sql`
  select f.id, f.number, f.insurer_id, ins.name as insurer_name, f.status,
    f.issued_on::text as issued_on, f.due_on::text as due_on, f.amount::text as amount,
    f.paid_amount::numeric(20, 2)::text as paid, f.balance_amount::numeric(20, 2)::text as balance,
    to_char(f.sent_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as sent_at,
    f.void_reason,
    (select count(*)::int from loan_invoice_agreements l
      where l.shop_id = f.shop_id and l.invoice_id = f.id) as agreement_count
  from (${invoiceFiguresSql(where, page)}) f
  join loaner_insurers ins on ins.shop_id = f.shop_id and ins.id = f.insurer_id
  ${after}`;

export async function findInvoice(ctx: ShopContext, id: number): Promise<InvoiceRow | null> {
  const [row] = rowsOf<InvoiceRow>(
    await ctx.db.execute(selectInvoices(sql`inv.shop_id = ${ctx.shopId} and inv.id = ${id}`)),
  );
  return row ?? null;
}

export async function listInvoices(
  ctx: ShopContext,
  filter: { insurerId?: number; status?: InvoiceStatus; limit: number; offset: number },
) {
  const where = sql`inv.shop_id = ${ctx.shopId}${
    filter.insurerId === undefined ? sql`` : sql` and inv.insurer_id = ${filter.insurerId}`
  }`;
  const order = sql`order by issued_on desc, id desc`;
  const window = sql`limit ${filter.limit} offset ${filter.offset}`;
  // Without a status to filter by, the page is chosen first and only its invoices are summed.
  const status = filter.status ? sql`where f.status = ${filter.status}` : null;
  const [total] = rowsOf<{ n: number }>(
    await ctx.db.execute(
      status
        ? sql`select count(*)::int as n from (${invoiceFiguresSql(where)}) f ${status}`
        : sql`select count(*)::int as n from loan_invoices inv where ${where}`,
    ),
  );
  const results = rowsOf<InvoiceRow>(
    await ctx.db.execute(
      status
        ? selectInvoices(where, sql`${status} ${order} ${window}`)
        : selectInvoices(where, order, sql`${order} ${window}`),
    ),
  );
  return { count: total?.n ?? 0, results };
}

export type InvoiceLineRow = {
  invoice_id: number;
  agreement_id: number;
  number: string;
  claim_number: string;
  repair_order_number: string;
  vehicle_description: string;
  checked_out_at: string | null;
  checked_in_at: string | null;
  authorized_days: number;
  days: number;
  covered_days: number;
  amount: string;
  paid: string;
};

const instant = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/** The agreements billed on the invoices, in the order they were listed, each with its paid. */
export async function linesOf(ctx: ShopContext, invoiceIds: readonly number[]) {
  if (invoiceIds.length === 0) return [];
  return rowsOf<InvoiceLineRow>(
    await ctx.db.execute(sql`
      select l.invoice_id, l.agreement_id, a.number, a.claim_number, a.repair_order_number,
        v.description as vehicle_description,
        ${instant('a.checked_out_at')} as checked_out_at,
        ${instant('a.checked_in_at')} as checked_in_at,
        l.authorized_days, l.days, l.covered_days, l.amount::text as amount,
        least(l.amount, a.insurer_paid)::numeric(20, 2)::text as paid
      from loan_invoice_agreements l
      join loan_agreements a on a.shop_id = l.shop_id and a.id = l.agreement_id
      join vehicles v on v.shop_id = a.shop_id and v.id = a.vehicle_id
      where l.shop_id = ${ctx.shopId}
        and l.invoice_id in (${sql.join(
          invoiceIds.map((id) => sql`${id}`),
          sql`, `,
        )})
      order by l.invoice_id, l.position`),
  );
}

/** The live invoice (not void) each of these agreements is on, by agreement. */
export async function liveInvoicesOf(ctx: ShopContext, agreementIds: readonly number[]) {
  if (agreementIds.length === 0) return new Map<number, string>();
  const rows = await ctx.db
    .select({ agreementId: loanInvoiceAgreements.agreementId, number: loanInvoices.number })
    .from(loanInvoiceAgreements)
    .innerJoin(
      loanInvoices,
      and(
        eq(loanInvoices.shopId, loanInvoiceAgreements.shopId),
        eq(loanInvoices.id, loanInvoiceAgreements.invoiceId),
      ),
    )
    .where(
      and(
        eq(loanInvoiceAgreements.shopId, ctx.shopId),
        eq(loanInvoiceAgreements.active, true),
        inArray(loanInvoiceAgreements.agreementId, [...agreementIds]),
      ),
    );
  return new Map(rows.map((r) => [r.agreementId, r.number]));
}

export type NewInvoice = Omit<
  typeof loanInvoices.$inferInsert,
  'id' | 'shopId' | 'createdAt' | 'voidedAt' | 'voidReason' | 'sentAt'
>;
export type NewInvoiceLine = Omit<
  typeof loanInvoiceAgreements.$inferInsert,
  'shopId' | 'invoiceId' | 'active'
>;

export async function insertInvoice(
  ctx: ShopContext,
  invoice: NewInvoice,
  lines: readonly NewInvoiceLine[],
): Promise<number> {
  const [row] = await ctx.db
    .insert(loanInvoices)
    .values({ ...invoice, shopId: ctx.shopId })
    .returning({ id: loanInvoices.id });
  await ctx.db
    .insert(loanInvoiceAgreements)
    .values(lines.map((l) => ({ ...l, shopId: ctx.shopId, invoiceId: row!.id })));
  return row!.id;
}

/** The invoice row itself, locked: a void and a send of one invoice are taken one at a time. */
export async function lockInvoice(ctx: ShopContext, id: number) {
  const [row] = await ctx.db
    .select()
    .from(loanInvoices)
    .where(and(eq(loanInvoices.shopId, ctx.shopId), eq(loanInvoices.id, id)))
    .for('update');
  return row ?? null;
}

/** Void keeps the number and the rows, and frees the agreements to be billed again. */
export async function voidInvoice(ctx: ShopContext, id: number, reason: string) {
  await ctx.db
    .update(loanInvoices)
    .set({ voidedAt: new Date(), voidReason: reason })
    .where(and(eq(loanInvoices.shopId, ctx.shopId), eq(loanInvoices.id, id)));
  await ctx.db
    .update(loanInvoiceAgreements)
    .set({ active: false })
    .where(
      and(eq(loanInvoiceAgreements.shopId, ctx.shopId), eq(loanInvoiceAgreements.invoiceId, id)),
    );
}

export async function markSent(ctx: ShopContext, id: number, at: Date) {
  await ctx.db
    .update(loanInvoices)
    .set({ sentAt: at })
    .where(and(eq(loanInvoices.shopId, ctx.shopId), eq(loanInvoices.id, id)));
}

export async function shopName(ctx: ShopContext): Promise<string> {
  const [row] = await ctx.db
    .select({ name: shops.name })
    .from(shops)
    .where(eq(shops.id, ctx.shopId));
  return row?.name ?? '';
}
