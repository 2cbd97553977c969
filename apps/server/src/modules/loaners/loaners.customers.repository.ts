import { and, asc, count, desc, eq, getTableColumns, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/database/client';
import type { ShopContext } from '../../platform/request-context';
import { containsPattern } from '../vehicles';
import { customerBalanceSql } from './loaners.balances';
import { visibleAgreements } from './loaners.agreements.repository';
import type { CustomerRow } from './loaners.presenter';
import { loanerCustomerDocuments, loanerCustomers } from './loaners.tables';

/** Queries of the shop's customers (borrowers) and their documents. */

/**
 * What the customer owes: each agreement's customer balance (charges billed to them less their
 * payments, never below 0) over the agreements this member may see (visibleAgreements, as the
 * customer's page lists them), summed in SQL. The tables are named in
 * full: Drizzle drops the qualifier of a one-table select's own columns, and the rule's
 * `loan_agreements` must name this subquery's agreements.
 */
function balanceDue(ctx: ShopContext) {
  const visible = visibleAgreements(ctx);
  return sql<string>`(
  select coalesce(sum(${customerBalanceSql()}), 0)::numeric(20, 2)::text
  from loan_agreements
  where loan_agreements.shop_id = "loaner_customers"."shop_id"
    and loan_agreements.customer_id = "loaner_customers"."id"
    ${visible ? sql`and ${visible}` : sql``}
)`;
}

const columns = (ctx: ShopContext) => ({
  ...getTableColumns(loanerCustomers),
  balanceDue: balanceDue(ctx),
});

export type NewCustomer = Omit<
  typeof loanerCustomers.$inferInsert,
  'id' | 'shopId' | 'createdAt' | 'updatedAt'
>;

export async function findCustomer(
  ctx: ShopContext,
  id: number,
  opts: { forUpdate?: boolean } = {},
): Promise<CustomerRow | null> {
  const where = and(eq(loanerCustomers.shopId, ctx.shopId), eq(loanerCustomers.id, id));
  if (opts.forUpdate) {
    await ctx.db
      .select({ id: loanerCustomers.id })
      .from(loanerCustomers)
      .where(where)
      .for('update');
  }
  const [row] = await ctx.db.select(columns(ctx)).from(loanerCustomers).where(where);
  return row ?? null;
}

export async function listCustomers(
  ctx: ShopContext,
  filter: { search?: string; limit: number; offset: number },
) {
  const pattern = filter.search ? containsPattern(filter.search) : null;
  const where = and(
    eq(loanerCustomers.shopId, ctx.shopId),
    pattern
      ? or(
          ilike(sql`${loanerCustomers.firstName} || ' ' || ${loanerCustomers.lastName}`, pattern),
          ilike(loanerCustomers.phone, pattern),
          ilike(loanerCustomers.email, pattern),
          ilike(loanerCustomers.licenceNumber, pattern),
        )
      : undefined,
  );
  const [total] = await ctx.db.select({ n: count() }).from(loanerCustomers).where(where);
  const results = await ctx.db
    .select(columns(ctx))
    .from(loanerCustomers)
    .where(where)
    .orderBy(asc(loanerCustomers.lastName), asc(loanerCustomers.firstName), asc(loanerCustomers.id))
    .limit(filter.limit)
    .offset(filter.offset);
  return { count: total?.n ?? 0, results };
}

export async function insertCustomer(ctx: ShopContext, values: NewCustomer): Promise<number> {
  const [row] = await ctx.db
    .insert(loanerCustomers)
    .values({ ...values, shopId: ctx.shopId })
    .returning({ id: loanerCustomers.id });
  return row!.id;
}

export async function updateCustomer(ctx: ShopContext, id: number, values: Partial<NewCustomer>) {
  await ctx.db
    .update(loanerCustomers)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(loanerCustomers.shopId, ctx.shopId), eq(loanerCustomers.id, id)));
}

// Documents ------------------------------------------------------------------------

export type CustomerDocumentRow = typeof loanerCustomerDocuments.$inferSelect;

export async function customerDocuments(ctx: ShopContext, customerId: number) {
  return ctx.db
    .select()
    .from(loanerCustomerDocuments)
    .where(
      and(
        eq(loanerCustomerDocuments.shopId, ctx.shopId),
        eq(loanerCustomerDocuments.customerId, customerId),
      ),
    )
    .orderBy(desc(loanerCustomerDocuments.createdAt), desc(loanerCustomerDocuments.id));
}

export async function insertCustomerDocument(
  ctx: ShopContext,
  values: Omit<typeof loanerCustomerDocuments.$inferInsert, 'id' | 'shopId' | 'createdAt'>,
): Promise<CustomerDocumentRow> {
  const [row] = await ctx.db
    .insert(loanerCustomerDocuments)
    .values({ ...values, shopId: ctx.shopId })
    .returning();
  return row!;
}

/** A customer's document by id (a signed link, read outside a request's context). */
export async function findCustomerDocument(
  db: Db,
  shopId: number,
  id: number,
): Promise<CustomerDocumentRow | null> {
  const [row] = await db
    .select()
    .from(loanerCustomerDocuments)
    .where(and(eq(loanerCustomerDocuments.shopId, shopId), eq(loanerCustomerDocuments.id, id)));
  return row ?? null;
}
