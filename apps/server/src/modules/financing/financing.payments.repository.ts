import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ShopContext } from '../../platform/request-context';
import type { PaymentRow } from './financing.presenter';
import {
  LINKED_VEHICLES,
  financingScope,
  hiddenVehicleSql,
  type ShopScope,
} from './financing.repository';
import { financingPayments, financings } from './financing.tables';

/** "First Bank Loan": the company and the type, as a payment names its financing. */
const financingDescriptionSql = sql<string>`trim(${financings.companyName} || ' ' || case when ${financings.financingType} = 'LEASE' then 'Lease' else 'Loan' end)`;

/** The financing's first vehicle the member may see. */
function allocatedVehicleSql(ctx: ShopContext) {
  return sql<string>`coalesce((
    select fveh.description from ${LINKED_VEHICLES} ${hiddenVehicleSql(ctx)}
    order by fv.position, fveh.vin limit 1), '')`;
}

const columns = (ctx: ShopContext) => ({
  id: financingPayments.id,
  financing: financingPayments.financingId,
  payment_date: financingPayments.paymentDate,
  amount_paid: financingPayments.amountPaid,
  total_payment: financingPayments.totalPayment,
  payment_method: financingPayments.paymentMethod,
  reference_number: financingPayments.referenceNumber,
  is_late: financingPayments.isLate,
  late_fee: financingPayments.lateFee,
  notes: financingPayments.notes,
  financing_description: financingDescriptionSql,
  allocated_vehicle_description: allocatedVehicleSql(ctx),
  createdAt: financingPayments.createdAt,
});

/** Payments of the financings the member may see; newest payment date first. */
function select(ctx: ShopContext, where: SQL | undefined) {
  return ctx.db
    .select(columns(ctx))
    .from(financingPayments)
    .innerJoin(
      financings,
      and(
        eq(financings.shopId, financingPayments.shopId),
        eq(financings.id, financingPayments.financingId),
      ),
    )
    .where(and(eq(financingPayments.shopId, ctx.shopId), where))
    .orderBy(desc(financingPayments.paymentDate), desc(financingPayments.id));
}

export async function listPayments(
  ctx: ShopContext,
  filter: { financingId?: number; vehicleId?: number; limit: number; offset: number },
): Promise<{ count: number; results: PaymentRow[] }> {
  const where = and(
    financingScope(ctx, filter.vehicleId),
    filter.financingId === undefined
      ? undefined
      : eq(financingPayments.financingId, filter.financingId),
  );
  const [total] = await ctx.db
    .select({ n: count() })
    .from(financingPayments)
    .innerJoin(
      financings,
      and(
        eq(financings.shopId, financingPayments.shopId),
        eq(financings.id, financingPayments.financingId),
      ),
    )
    .where(and(eq(financingPayments.shopId, ctx.shopId), where));
  const results = await select(ctx, where).limit(filter.limit).offset(filter.offset);
  return { count: total?.n ?? 0, results };
}

/** Every payment of one financing (already reached), newest first. */
export async function paymentsOfFinancing(ctx: ShopContext, financingId: number) {
  return select(ctx, eq(financingPayments.financingId, financingId));
}

export async function findPayment(ctx: ShopContext, id: number): Promise<PaymentRow | null> {
  const [row] = await select(ctx, eq(financingPayments.id, id)).limit(1);
  return row ?? null;
}

/** The dates and amounts the variance rule reads, for a batch of financings. */
export async function paymentFactsOf(ctx: ShopScope, financingIds: number[]) {
  if (financingIds.length === 0) return [];
  return ctx.db
    .select({
      id: financingPayments.id,
      financingId: financingPayments.financingId,
      payment_date: financingPayments.paymentDate,
      amount_paid: financingPayments.amountPaid,
    })
    .from(financingPayments)
    .where(
      and(
        eq(financingPayments.shopId, ctx.shopId),
        inArray(financingPayments.financingId, financingIds),
      ),
    );
}

export type PaymentValues = Omit<
  typeof financingPayments.$inferInsert,
  'id' | 'shopId' | 'totalPayment' | 'createdAt'
>;

export async function insertPayment(ctx: ShopContext, values: PaymentValues): Promise<number> {
  const [row] = await ctx.db
    .insert(financingPayments)
    .values({ ...values, shopId: ctx.shopId })
    .returning({ id: financingPayments.id });
  return row!.id;
}

export async function updatePayment(
  ctx: ShopContext,
  id: number,
  values: Omit<PaymentValues, 'createdBy'>,
) {
  await ctx.db
    .update(financingPayments)
    .set(values)
    .where(and(eq(financingPayments.shopId, ctx.shopId), eq(financingPayments.id, id)));
}

export async function deletePayment(ctx: ShopContext, id: number) {
  await ctx.db
    .delete(financingPayments)
    .where(and(eq(financingPayments.shopId, ctx.shopId), eq(financingPayments.id, id)));
}
