import { and, eq, isNull, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../platform/database/client';
import type { ShopContext } from '../../platform/request-context';
import { auditLog } from '../audit';
import { shops } from '../shops';
import { vehicles } from '../vehicles';
import { loanAgreementSigningLinks as links } from './loaners.signing.tables';
import { loanAgreements, loanerCustomers, loanerSettings } from './loaners.tables';

/** Remote signing links (docs/api.md "Loaner money", remote signing). */

export type SigningLinkRow = typeof links.$inferSelect;

/** Every open link of the agreement is withdrawn: a newer link, check-out or cancel. */
export async function withdrawLinks(ctx: Pick<ShopContext, 'db' | 'shopId'>, agreementId: number) {
  await ctx.db
    .update(links)
    .set({ withdrawnAt: new Date() })
    .where(
      and(
        eq(links.shopId, ctx.shopId),
        eq(links.agreementId, agreementId),
        isNull(links.usedAt),
        isNull(links.withdrawnAt),
      ),
    );
}

export async function insertLink(
  ctx: ShopContext,
  values: { agreementId: number; tokenHash: string; expiresAt: Date },
) {
  const [row] = await ctx.db
    .insert(links)
    .values({ ...values, shopId: ctx.shopId, createdBy: ctx.userId })
    .returning();
  return row!;
}

/** The signature of the agreement's used link (the one the customer signed), if any. */
export async function remoteSignature(ctx: ShopContext, agreementId: number) {
  const [row] = await ctx.db
    .select({ signature: links.signature, signedName: links.signedName, usedAt: links.usedAt })
    .from(links)
    .where(
      and(
        eq(links.shopId, ctx.shopId),
        eq(links.agreementId, agreementId),
        sql`${links.usedAt} is not null and ${links.signature} is not null`,
      ),
    )
    .orderBy(sql`${links.usedAt} desc`)
    .limit(1);
  return row ?? null;
}

/**
 * A link that can still be used (not used, not withdrawn, not expired by the database's clock),
 * with what the customer reads; locked when it is about to be signed. In the link's shop scope.
 */
export async function liveLink(db: Db, shopId: number, tokenHash: string, forUpdate = false) {
  const result = await db.execute(sql`
    select l.id, l.agreement_id, l.expires_at, a.status, a.number, a.starts_at, a.due_at,
      a.daily_rate, a.mileage_allowance_per_day, a.excess_mileage_rate, a.fuel_rate_per_eighth,
      a.insurer_name, a.insurer_daily_rate, a.insurer_max_days,
      a.late_return_fee, a.toll_admin_fee, a.customer_pays_rate_difference,
      trim(c.first_name || ' ' || c.last_name) as customer_name,
      v.description as vehicle_description, v.license_plate,
      s.name as shop_name, s.time_zone, coalesce(ls.agreement_terms, '') as terms
    from ${links} l
    join ${loanAgreements} a on a.shop_id = l.shop_id and a.id = l.agreement_id
    join ${loanerCustomers} c on c.shop_id = a.shop_id and c.id = a.customer_id
    join ${vehicles} v on v.shop_id = a.shop_id and v.id = a.vehicle_id
    join ${shops} s on s.id = l.shop_id
    left join ${loanerSettings} ls on ls.shop_id = l.shop_id
    where l.shop_id = ${shopId} and l.token_hash = ${tokenHash}
      and l.used_at is null and l.withdrawn_at is null and l.expires_at > now()
      and a.status = 'reserved'
    ${forUpdate ? sql`for update of l, a` : sql``}`);
  return rowsOf<LiveLinkRow>(result)[0] ?? null;
}

export type LiveLinkRow = {
  id: number;
  agreement_id: number;
  expires_at: Date | string;
  number: string;
  starts_at: Date | string;
  due_at: Date | string;
  daily_rate: string;
  mileage_allowance_per_day: number;
  excess_mileage_rate: string;
  fuel_rate_per_eighth: string;
  insurer_name: string;
  insurer_daily_rate: string | null;
  insurer_max_days: number | null;
  late_return_fee: string;
  toll_admin_fee: string;
  customer_pays_rate_difference: boolean;
  customer_name: string;
  vehicle_description: string;
  license_plate: string;
  shop_name: string;
  time_zone: string;
  terms: string;
};

/** The customer signed: the link is used and keeps the signature; the agreement says when. */
export async function markSigned(
  db: Db,
  shopId: number,
  link: { id: number; agreementId: number },
  signature: string,
  signedName: string,
): Promise<Date> {
  const [row] = await db
    .update(links)
    .set({ usedAt: sql`now()`, signature, signedName })
    .where(and(eq(links.shopId, shopId), eq(links.id, link.id)))
    .returning({ usedAt: links.usedAt });
  const signedAt = row!.usedAt!;
  await db
    .update(loanAgreements)
    .set({ signedRemotelyAt: signedAt, signedName, updatedAt: new Date() })
    .where(and(eq(loanAgreements.shopId, shopId), eq(loanAgreements.id, link.agreementId)));
  return signedAt;
}

/**
 * The audit row of the customer's signature: written as recordAudit writes one, with no user
 * (the borrower is no member of the shop).
 */
export async function recordBorrowerAudit(
  db: Db,
  shopId: number,
  entry: { entity: string; entityId: number; action: 'update'; after: unknown },
) {
  await db.insert(auditLog).values({
    shopId,
    userId: null,
    entity: entry.entity,
    entityId: String(entry.entityId),
    action: entry.action,
    before: null,
    after: entry.after,
  });
}
