import { and, asc, count, desc, eq, ilike, inArray, lt, or, sql } from 'drizzle-orm';
import type { AgreementStatus } from '@fleetdesk/contract/loaners';
import type { Db } from '../../platform/database/client';
import type { ShopContext } from '../../platform/request-context';
import {
  containsPattern,
  vehicleTypes,
  vehicleVehicleTypes,
  vehicles,
  visibleVehicleRecords,
} from '../vehicles';
import { mileageLogs } from '../mileage';
import {
  loanAgreementCharges,
  loanAgreementDamage,
  loanAgreements,
  loanerCustomers,
} from './loaners.tables';
import { loanAgreementSteps } from './loaners.steps.tables';
import { earlierSegments, type EarlierSegment } from './loaners.segments.repository';

/** Queries of agreements, their damage marks and charges. */

export const agreementColumns = {
  agreement: loanAgreements,
  vehicleVin: vehicles.vin,
  vehicleDescription: vehicles.description,
  licensePlate: vehicles.licensePlate,
  customerFirstName: loanerCustomers.firstName,
  customerLastName: loanerCustomers.lastName,
  customerEmail: loanerCustomers.email,
  vehicleMileage: vehicles.currentMileage,
  // The shop's day of the loaner's newest reading (the session's time zone is the shop's).
  lastReadingOn: sql<string | null>`(select to_char(max(${mileageLogs.dateRecorded}), 'YYYY-MM-DD')
    from ${mileageLogs} where ${mileageLogs.shopId} = ${loanAgreements.shopId}
    and ${mileageLogs.vehicleId} = ${loanAgreements.vehicleId})`,
  earlierSegments,
};
export type AgreementRow = {
  agreement: typeof loanAgreements.$inferSelect;
  vehicleVin: string;
  vehicleDescription: string;
  licensePlate: string;
  customerFirstName: string;
  customerLastName: string;
  customerEmail: string;
  vehicleMileage: number | null;
  lastReadingOn: string | null;
  earlierSegments: EarlierSegment[] | string | null;
};
export type DamageRow = typeof loanAgreementDamage.$inferSelect;
export type ChargeRow = typeof loanAgreementCharges.$inferSelect;
export type NewAgreement = Omit<
  typeof loanAgreements.$inferInsert,
  'id' | 'shopId' | 'createdAt' | 'updatedAt'
>;

const joined = (ctx: ShopContext) =>
  ctx.db
    .select(agreementColumns)
    .from(loanAgreements)
    .innerJoin(
      vehicles,
      and(eq(vehicles.shopId, loanAgreements.shopId), eq(vehicles.id, loanAgreements.vehicleId)),
    )
    .innerJoin(
      loanerCustomers,
      and(
        eq(loanerCustomers.shopId, loanAgreements.shopId),
        eq(loanerCustomers.id, loanAgreements.customerId),
      ),
    );

/**
 * The agreements this member may see: those of an archived loaner only with canViewArchived. One
 * rule for the lists, the customer's page and the customer's balance.
 */
export const visibleAgreements = (ctx: ShopContext) =>
  visibleVehicleRecords(ctx, loanAgreements.vehicleId);

export async function findAgreement(
  ctx: ShopContext,
  id: number,
  opts: { forUpdate?: boolean } = {},
): Promise<AgreementRow | null> {
  const query = joined(ctx).where(
    and(eq(loanAgreements.shopId, ctx.shopId), eq(loanAgreements.id, id)),
  );
  const [row] = opts.forUpdate ? await query.for('update', { of: loanAgreements }) : await query;
  return row ?? null;
}

export type AgreementFilter = {
  status?: AgreementStatus;
  vehicleId?: number;
  customerId?: number;
  overdue?: boolean;
  search?: string;
  insurerId?: number;
  invoiced?: boolean;
  limit: number;
  offset: number;
};

/** Whether the agreement is (or is not) on an invoice that is not void. */
const onLiveInvoice = (on: boolean) => sql`${sql.raw(on ? '' : 'not ')}exists (
  select 1 from loan_invoice_agreements l
  where l.shop_id = ${loanAgreements.shopId} and l.agreement_id = ${loanAgreements.id} and l.active)`;

export async function listAgreements(ctx: ShopContext, filter: AgreementFilter) {
  const pattern = filter.search ? containsPattern(filter.search) : null;
  const where = and(
    eq(loanAgreements.shopId, ctx.shopId),
    visibleAgreements(ctx),
    filter.status ? eq(loanAgreements.status, filter.status) : undefined,
    filter.vehicleId !== undefined ? eq(loanAgreements.vehicleId, filter.vehicleId) : undefined,
    filter.customerId !== undefined ? eq(loanAgreements.customerId, filter.customerId) : undefined,
    filter.insurerId !== undefined ? eq(loanAgreements.insurerId, filter.insurerId) : undefined,
    filter.invoiced === undefined ? undefined : onLiveInvoice(filter.invoiced),
    filter.overdue === true
      ? and(eq(loanAgreements.status, 'out'), lt(loanAgreements.dueAt, sql`now()`))
      : undefined,
    filter.overdue === false
      ? sql`not (${loanAgreements.status} = 'out' and ${loanAgreements.dueAt} < now())`
      : undefined,
    pattern
      ? or(
          ilike(loanAgreements.number, pattern),
          ilike(loanAgreements.repairOrderNumber, pattern),
          ilike(loanAgreements.claimNumber, pattern),
          ilike(vehicles.licensePlate, pattern),
          ilike(sql`${loanerCustomers.firstName} || ' ' || ${loanerCustomers.lastName}`, pattern),
        )
      : undefined,
  );
  const [total] = await ctx.db
    .select({ n: count() })
    .from(loanAgreements)
    .innerJoin(
      vehicles,
      and(eq(vehicles.shopId, loanAgreements.shopId), eq(vehicles.id, loanAgreements.vehicleId)),
    )
    .innerJoin(
      loanerCustomers,
      and(
        eq(loanerCustomers.shopId, loanAgreements.shopId),
        eq(loanerCustomers.id, loanAgreements.customerId),
      ),
    )
    .where(where);
  const results = await joined(ctx)
    .where(where)
    .orderBy(desc(loanAgreements.startsAt), desc(loanAgreements.id))
    .limit(filter.limit)
    .offset(filter.offset);
  return { count: total?.n ?? 0, results };
}

/** Whether the vehicle carries the type `loaner`. */
export async function isLoaner(ctx: ShopContext, vehicleId: number): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: vehicleVehicleTypes.vehicleId })
    .from(vehicleVehicleTypes)
    .innerJoin(vehicleTypes, eq(vehicleTypes.id, vehicleVehicleTypes.vehicleTypeId))
    .where(
      and(
        eq(vehicleVehicleTypes.shopId, ctx.shopId),
        eq(vehicleVehicleTypes.vehicleId, vehicleId),
        eq(vehicleTypes.name, 'loaner'),
      ),
    );
  return Boolean(row);
}

export async function insertAgreement(ctx: ShopContext, values: NewAgreement): Promise<number> {
  const [row] = await ctx.db
    .insert(loanAgreements)
    .values({ ...values, shopId: ctx.shopId })
    .returning({ id: loanAgreements.id });
  return row!.id;
}

export async function updateAgreement(
  ctx: ShopContext,
  id: number,
  values: Partial<NewAgreement>,
): Promise<void> {
  await ctx.db
    .update(loanAgreements)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(loanAgreements.shopId, ctx.shopId), eq(loanAgreements.id, id)));
}

/**
 * The reserved or out agreement of this vehicle whose period meets [startsAt, dueAt), other than
 * `exceptId`: what the exclusion constraint collided with.
 */
export async function overlappingAgreement(
  ctx: ShopContext,
  period: { vehicleId: number; startsAt: string; dueAt: string; exceptId?: number },
): Promise<string | null> {
  const [row] = await ctx.db
    .select({ number: loanAgreements.number })
    .from(loanAgreements)
    .where(
      and(
        eq(loanAgreements.shopId, ctx.shopId),
        eq(loanAgreements.vehicleId, period.vehicleId),
        inArray(loanAgreements.status, ['reserved', 'out']),
        sql`tstzrange(${loanAgreements.startsAt}, ${loanAgreements.dueAt}) && tstzrange(${period.startsAt}::timestamptz, ${period.dueAt}::timestamptz)`,
        period.exceptId !== undefined ? sql`${loanAgreements.id} <> ${period.exceptId}` : undefined,
      ),
    )
    .orderBy(asc(loanAgreements.startsAt))
    .limit(1);
  return row?.number ?? null;
}

// Damage and charges ---------------------------------------------------------------

export async function damageOf(ctx: ShopContext, agreementIds: readonly number[]) {
  if (agreementIds.length === 0) return [];
  return ctx.db
    .select()
    .from(loanAgreementDamage)
    .where(
      and(
        eq(loanAgreementDamage.shopId, ctx.shopId),
        inArray(loanAgreementDamage.agreementId, [...agreementIds]),
      ),
    )
    .orderBy(asc(loanAgreementDamage.id));
}

export async function chargesOf(ctx: ShopContext, agreementIds: readonly number[]) {
  if (agreementIds.length === 0) return [];
  return ctx.db
    .select()
    .from(loanAgreementCharges)
    .where(
      and(
        eq(loanAgreementCharges.shopId, ctx.shopId),
        inArray(loanAgreementCharges.agreementId, [...agreementIds]),
      ),
    )
    .orderBy(asc(loanAgreementCharges.id));
}

export type NewDamage = Pick<DamageRow, 'agreementId' | 'stage' | 'zone' | 'kind' | 'note'> & {
  photoDocumentId?: number | null;
};

export async function insertDamage(ctx: ShopContext, marks: readonly NewDamage[]) {
  if (marks.length === 0) return [];
  return ctx.db
    .insert(loanAgreementDamage)
    .values(marks.map((m) => ({ ...m, shopId: ctx.shopId })))
    .returning();
}

export async function updateDamage(
  ctx: ShopContext,
  id: number,
  values: Pick<DamageRow, 'zone' | 'kind' | 'note'>,
) {
  await ctx.db
    .update(loanAgreementDamage)
    .set(values)
    .where(and(eq(loanAgreementDamage.shopId, ctx.shopId), eq(loanAgreementDamage.id, id)));
}

/** The mark of this stage and zone without a photo yet, newest first: where a photo goes. */
export async function damageAwaitingPhoto(
  ctx: ShopContext,
  agreementId: number,
  stage: string,
  zone: string,
): Promise<DamageRow | null> {
  const [row] = await ctx.db
    .select()
    .from(loanAgreementDamage)
    .where(
      and(
        eq(loanAgreementDamage.shopId, ctx.shopId),
        eq(loanAgreementDamage.agreementId, agreementId),
        eq(loanAgreementDamage.stage, stage),
        eq(loanAgreementDamage.zone, zone),
        sql`${loanAgreementDamage.photoDocumentId} is null`,
      ),
    )
    .orderBy(desc(loanAgreementDamage.id))
    .limit(1);
  return row ?? null;
}

export async function setDamagePhoto(ctx: ShopContext, damageId: number, documentId: number) {
  await ctx.db
    .update(loanAgreementDamage)
    .set({ photoDocumentId: documentId })
    .where(and(eq(loanAgreementDamage.shopId, ctx.shopId), eq(loanAgreementDamage.id, damageId)));
}

export type NewCharge = Omit<
  typeof loanAgreementCharges.$inferInsert,
  'id' | 'shopId' | 'createdAt'
>;

export async function insertCharges(ctx: ShopContext, charges: readonly NewCharge[]) {
  if (charges.length === 0) return [];
  return ctx.db
    .insert(loanAgreementCharges)
    .values(charges.map((c) => ({ ...c, shopId: ctx.shopId })))
    .returning();
}

export async function findCharge(ctx: ShopContext, id: number): Promise<ChargeRow | null> {
  const [row] = await ctx.db
    .select()
    .from(loanAgreementCharges)
    .where(and(eq(loanAgreementCharges.shopId, ctx.shopId), eq(loanAgreementCharges.id, id)));
  return row ?? null;
}

/** A computed charge recomputed (its description says how it was worked out at check-in). */
export async function updateChargeAmount(
  ctx: ShopContext,
  id: number,
  amount: string,
  description: string,
) {
  await ctx.db
    .update(loanAgreementCharges)
    .set({ amount, description })
    .where(and(eq(loanAgreementCharges.shopId, ctx.shopId), eq(loanAgreementCharges.id, id)));
}

export async function deleteCharge(ctx: ShopContext, id: number) {
  await ctx.db
    .delete(loanAgreementCharges)
    .where(and(eq(loanAgreementCharges.shopId, ctx.shopId), eq(loanAgreementCharges.id, id)));
}

/** The signed agreement's document (a borrower's copy link, read outside a request's context). */
export async function findAgreementDocumentId(
  db: Db,
  shopId: number,
  agreementId: number,
): Promise<number | null> {
  const [row] = await db
    .select({ documentId: loanAgreements.agreementDocumentId })
    .from(loanAgreements)
    .where(and(eq(loanAgreements.shopId, shopId), eq(loanAgreements.id, agreementId)));
  return row?.documentId ?? null;
}

/** A customer's agreements, newest first, without those of archived loaners for who may not see them. */
export async function agreementsOfCustomer(ctx: ShopContext, customerId: number) {
  return joined(ctx)
    .where(
      and(
        eq(loanAgreements.shopId, ctx.shopId),
        eq(loanAgreements.customerId, customerId),
        visibleAgreements(ctx),
      ),
    )
    .orderBy(desc(loanAgreements.startsAt), desc(loanAgreements.id));
}

/** A step applied under an Idempotency-Key (loan_agreement_steps), if one was. */
export async function findStep(ctx: ShopContext, key: string) {
  const [row] = await ctx.db
    .select()
    .from(loanAgreementSteps)
    .where(and(eq(loanAgreementSteps.shopId, ctx.shopId), eq(loanAgreementSteps.key, key)));
  return row ?? null;
}

/**
 * Records a step's key; false when the key is taken already (by a request on another agreement,
 * committed or waited for: the key is the primary key).
 */
export async function recordStep(
  ctx: ShopContext,
  step: Omit<typeof loanAgreementSteps.$inferInsert, 'shopId' | 'createdAt'>,
): Promise<boolean> {
  const rows = await ctx.db
    .insert(loanAgreementSteps)
    .values({ ...step, shopId: ctx.shopId })
    .onConflictDoNothing()
    .returning({ key: loanAgreementSteps.key });
  return rows.length === 1;
}
