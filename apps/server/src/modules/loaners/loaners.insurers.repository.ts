import { and, asc, count, eq, getTableColumns, ilike, sql } from 'drizzle-orm';
import type { ShopContext } from '../../platform/request-context';
import { containsPattern } from '../vehicles';
import { insurerBalanceSql } from './loaners.balances';
import { visibleAgreements } from './loaners.agreements.repository';
import { loanerInsurers } from './loaners.tables';

/** Queries of the shop's insurer directory. */

/**
 * What the insurer owes on its returned agreements that this member may see: each one's insurer
 * balance, summed in SQL (tables named in full, as the customer's balance_due does).
 */
function openBalance(ctx: ShopContext) {
  const visible = visibleAgreements(ctx);
  return sql<string>`(
  select coalesce(sum(${insurerBalanceSql()}), 0)::numeric(20, 2)::text
  from loan_agreements
  where loan_agreements.shop_id = "loaner_insurers"."shop_id"
    and loan_agreements.insurer_id = "loaner_insurers"."id"
    and loan_agreements.status = 'returned'
    ${visible ? sql`and ${visible}` : sql``}
)`;
}

const columns = (ctx: ShopContext) => ({
  ...getTableColumns(loanerInsurers),
  openBalance: openBalance(ctx),
});

export type InsurerRow = typeof loanerInsurers.$inferSelect & { openBalance: string };
export type NewInsurer = Omit<
  typeof loanerInsurers.$inferInsert,
  'id' | 'shopId' | 'createdAt' | 'updatedAt'
>;

export async function findInsurer(ctx: ShopContext, id: number): Promise<InsurerRow | null> {
  const [row] = await ctx.db
    .select(columns(ctx))
    .from(loanerInsurers)
    .where(and(eq(loanerInsurers.shopId, ctx.shopId), eq(loanerInsurers.id, id)));
  return row ?? null;
}

export async function listInsurers(
  ctx: ShopContext,
  filter: { search?: string; limit: number; offset: number },
) {
  const pattern = filter.search ? containsPattern(filter.search) : null;
  const where = and(
    eq(loanerInsurers.shopId, ctx.shopId),
    pattern ? ilike(loanerInsurers.name, pattern) : undefined,
  );
  const [total] = await ctx.db.select({ n: count() }).from(loanerInsurers).where(where);
  const results = await ctx.db
    .select(columns(ctx))
    .from(loanerInsurers)
    .where(where)
    .orderBy(asc(sql`lower(${loanerInsurers.name})`), asc(loanerInsurers.id))
    .limit(filter.limit)
    .offset(filter.offset);
  return { count: total?.n ?? 0, results };
}

export async function insertInsurer(ctx: ShopContext, values: NewInsurer): Promise<number> {
  const [row] = await ctx.db
    .insert(loanerInsurers)
    .values({ ...values, shopId: ctx.shopId })
    .returning({ id: loanerInsurers.id });
  return row!.id;
}

export async function updateInsurer(ctx: ShopContext, id: number, values: Partial<NewInsurer>) {
  await ctx.db
    .update(loanerInsurers)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(loanerInsurers.shopId, ctx.shopId), eq(loanerInsurers.id, id)));
}
