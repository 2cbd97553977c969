import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { ShopContext } from '../../platform/request-context';
import { loanAgreementAuthorizations, loanAgreementPayments } from './loaners.money.tables';
import type { AuthorizationRow, PaymentRow } from './loaners.money.presenter';

/** Queries of an agreement's authorizations and payments. */

/** In the order they cover days: the reservation's own first, then as they were given. */
export async function authorizationsOf(ctx: ShopContext, agreementIds: readonly number[]) {
  if (agreementIds.length === 0) return [];
  return ctx.db
    .select()
    .from(loanAgreementAuthorizations)
    .where(
      and(
        eq(loanAgreementAuthorizations.shopId, ctx.shopId),
        inArray(loanAgreementAuthorizations.agreementId, [...agreementIds]),
      ),
    )
    .orderBy(
      desc(loanAgreementAuthorizations.initial),
      asc(loanAgreementAuthorizations.authorizedOn),
      asc(loanAgreementAuthorizations.id),
    );
}

export async function paymentsOf(ctx: ShopContext, agreementIds: readonly number[]) {
  if (agreementIds.length === 0) return [];
  return ctx.db
    .select()
    .from(loanAgreementPayments)
    .where(
      and(
        eq(loanAgreementPayments.shopId, ctx.shopId),
        inArray(loanAgreementPayments.agreementId, [...agreementIds]),
      ),
    )
    .orderBy(asc(loanAgreementPayments.receivedOn), asc(loanAgreementPayments.id));
}

export type NewAuthorization = Omit<
  typeof loanAgreementAuthorizations.$inferInsert,
  'id' | 'shopId' | 'createdAt'
>;

export async function insertAuthorization(
  ctx: ShopContext,
  values: NewAuthorization,
): Promise<AuthorizationRow> {
  const [row] = await ctx.db
    .insert(loanAgreementAuthorizations)
    .values({ ...values, shopId: ctx.shopId })
    .returning();
  return row!;
}

/**
 * The agreement's own coverage (insurer_max_days at insurer_daily_rate) as its first
 * authorization: written when it is set, changed with it, removed when it is cleared.
 */
export async function setInitialAuthorization(
  ctx: ShopContext,
  agreementId: number,
  coverage: { days: number | null; dailyRate: string | null; authorizedOn: string },
) {
  const where = and(
    eq(loanAgreementAuthorizations.shopId, ctx.shopId),
    eq(loanAgreementAuthorizations.agreementId, agreementId),
    eq(loanAgreementAuthorizations.initial, true),
  );
  if (!coverage.days) {
    await ctx.db.delete(loanAgreementAuthorizations).where(where);
    return;
  }
  const values = { days: coverage.days, dailyRate: coverage.dailyRate ?? '0.00' };
  const updated = await ctx.db
    .update(loanAgreementAuthorizations)
    .set(values)
    .where(where)
    .returning({ id: loanAgreementAuthorizations.id });
  if (updated.length > 0) return;
  await insertAuthorization(ctx, {
    ...values,
    agreementId,
    authorizedOn: coverage.authorizedOn,
    initial: true,
    createdBy: ctx.userId,
  });
}

export type NewPayment = Omit<
  typeof loanAgreementPayments.$inferInsert,
  'id' | 'shopId' | 'createdAt'
>;

export async function insertPayment(ctx: ShopContext, values: NewPayment): Promise<PaymentRow> {
  const [row] = await ctx.db
    .insert(loanAgreementPayments)
    .values({ ...values, shopId: ctx.shopId })
    .returning();
  return row!;
}

export async function findPayment(ctx: ShopContext, id: number): Promise<PaymentRow | null> {
  const [row] = await ctx.db
    .select()
    .from(loanAgreementPayments)
    .where(and(eq(loanAgreementPayments.shopId, ctx.shopId), eq(loanAgreementPayments.id, id)));
  return row ?? null;
}

export async function deletePayment(ctx: ShopContext, id: number) {
  await ctx.db
    .delete(loanAgreementPayments)
    .where(and(eq(loanAgreementPayments.shopId, ctx.shopId), eq(loanAgreementPayments.id, id)));
}
