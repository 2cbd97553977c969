import type {
  Agreement,
  AgreementPatch,
  AgreementWrite,
  agreementListQuerySchema,
} from '@fleetdesk/contract/loaner-agreements';
import { DEFAULT_GRACE_MINUTES, LOANER_MONEY_MESSAGES } from '@fleetdesk/contract/loaner-money';
import { LOANER_MESSAGES, agreementNumber } from '@fleetdesk/contract/loaners';
import type { z } from 'zod';
import type { AppDeps } from '../../platform/deps';
import { badRequest, fieldError, notFound } from '../../platform/errors';
import { holdPeriod } from '../../platform/period-hold';
import { pageWindow } from '../../platform/pagination';
import { shopDayOf } from '../../platform/shop-day';
import type { ShopContext } from '../../platform/request-context';
import { recordAudit } from '../audit';
import { refuseOutOfService } from '../issues';
import { reachVehicle, type VehicleRef } from '../vehicles';
import { assertMayChangeRates } from './loaners.agreement-rates';
import * as repo from './loaners.agreements.repository';
import * as customersRepo from './loaners.customers.repository';
import {
  agreementImage,
  coverageEnd,
  linkSigner,
  presentAgreement,
  type AgreementImage,
  type AgreementRecords,
} from './loaners.presenter';
import { keepCoverage } from './loaners.coverage';
import * as insurersRepo from './loaners.insurers.repository';
import * as moneyRepo from './loaners.money.repository';
import {
  findSettings,
  takeAgreementNumber,
  type LoanerSettingsRow,
} from './loaners.settings.repository';

/** Reserving a loaner, finding agreements and changing their terms (lifecycle: loaners.lifecycle). */

export type LoanerDeps = Pick<AppDeps, 'config' | 'storage'>;
const AGREEMENT_NOT_FOUND = LOANER_MESSAGES.agreementNotFound;

/**
 * The agreement as this member may see it: unknown, another shop's and one of an archived
 * vehicle (without canViewArchived) are the same 404. `forUpdate` locks the agreement.
 */
export async function reachAgreement(
  ctx: ShopContext,
  id: number,
  opts: { forUpdate?: boolean } = {},
): Promise<{ row: repo.AgreementRow; vehicle: VehicleRef }> {
  const row = await repo.findAgreement(ctx, id, opts);
  if (!row) throw notFound(AGREEMENT_NOT_FOUND);
  const vehicle = await reachVehicle(
    ctx,
    { id: row.agreement.vehicleId },
    { message: AGREEMENT_NOT_FOUND, forUpdate: opts.forUpdate },
  );
  return { row, vehicle };
}

/**
 * The agreement read once, in its API shape (damage marks, charges, file links signed for this
 * member) and as the audit trail keeps it (`image`: document ids, no links). A step of the
 * lifecycle has reached it already (its vehicle checked and locked): it hands in the row it holds
 * (`row`), or says the agreement is reached (`reached`) so it is read again without its vehicle.
 */
export async function agreementViews(
  ctx: ShopContext,
  deps: LoanerDeps,
  id: number,
  known: { row?: repo.AgreementRow; reached?: boolean } = {},
): Promise<{ detail: Agreement; image: AgreementImage }> {
  const row =
    known.row ??
    (known.reached ? await findReached(ctx, id) : null) ??
    (await reachAgreement(ctx, id)).row;
  const records = await recordsOf(ctx, [id]);
  const now = new Date();
  return {
    detail: presentAgreement(row, records, linkSigner(deps.config, ctx), ctx.timeZone, now),
    image: agreementImage(row, records, ctx.timeZone, now),
  };
}

export const agreementDetail = async (
  ctx: ShopContext,
  deps: LoanerDeps,
  id: number,
  known: { reached?: boolean } = {},
) => (await agreementViews(ctx, deps, id, known)).detail;

/** What the agreements are made of besides their rows: four reads, whatever their number. */
export async function recordsOf(
  ctx: ShopContext,
  ids: readonly number[],
): Promise<AgreementRecords> {
  return {
    damage: await repo.damageOf(ctx, ids),
    charges: await repo.chargesOf(ctx, ids),
    authorizations: await moneyRepo.authorizationsOf(ctx, ids),
    payments: await moneyRepo.paymentsOf(ctx, ids),
  };
}

/** The agreement again, within a step that reached it (and its vehicle) in this transaction. */
async function findReached(ctx: ShopContext, id: number): Promise<repo.AgreementRow> {
  const row = await repo.findAgreement(ctx, id);
  if (!row) throw notFound(AGREEMENT_NOT_FOUND);
  return row;
}

export async function listAgreements(
  ctx: ShopContext,
  deps: LoanerDeps,
  query: z.output<typeof agreementListQuerySchema>,
) {
  const vehicleId = query.vehicle ? (await reachVehicle(ctx, query.vehicle)).id : undefined;
  const { count, results } = await repo.listAgreements(ctx, {
    status: query.status,
    vehicleId,
    customerId: query.customer,
    overdue: query.overdue,
    search: query.search,
    insurerId: query.insurer,
    invoiced: query.invoiced,
    ...pageWindow(query),
  });
  const records = await recordsOf(
    ctx,
    results.map((r) => r.agreement.id),
  );
  const signer = linkSigner(deps.config, ctx);
  const of = (id: number) => ({
    damage: records.damage.filter((d) => d.agreementId === id),
    charges: records.charges.filter((c) => c.agreementId === id),
    authorizations: records.authorizations.filter((x) => x.agreementId === id),
    payments: records.payments.filter((p) => p.agreementId === id),
  });
  return {
    count,
    results: results.map((r) => presentAgreement(r, of(r.agreement.id), signer, ctx.timeZone)),
  };
}

/** A customer who may borrow until `dueAt`: known, not marked do-not-lend, licence valid. */
async function lendableCustomer(ctx: ShopContext, customerId: number, dueAt: string) {
  const customer = await customersRepo.findCustomer(ctx, customerId);
  if (!customer) throw fieldError('customer', LOANER_MESSAGES.customerNotFound);
  if (customer.doNotLend)
    throw fieldError('customer', LOANER_MESSAGES.doNotLend(customer.doNotLendReason));
  if (customer.licenceExpiresOn && customer.licenceExpiresOn < shopDayOf(ctx.timeZone, dueAt))
    throw fieldError('customer', LOANER_MESSAGES.licenceExpires);
  return customer;
}

/**
 * A loaner that can be lent: of type loaner, not archived and without an open out-of-service
 * issue (`forUpdate` locks it).
 */
export async function lendableVehicle(
  ctx: ShopContext,
  vin: string,
  opts: { forUpdate?: boolean } = {},
): Promise<VehicleRef> {
  const vehicle = await reachVehicle(ctx, vin, opts);
  if (vehicle.isArchived) throw fieldError('vehicle', LOANER_MESSAGES.vehicleArchived);
  if (!(await repo.isLoaner(ctx, vehicle.id)))
    throw fieldError('vehicle', LOANER_MESSAGES.notALoaner);
  await refuseOutOfService(ctx, vehicle.id);
  return vehicle;
}

/**
 * Runs a write of an agreement's period in a savepoint: the exclusion constraint
 * `loan_agreements_no_overlap` refuses a period that meets another reserved or out agreement of
 * the same loaner, and the 409 names that one (found after the savepoint rolled back).
 */
export function holdingPeriod<T>(
  ctx: ShopContext,
  period: { vehicleId: number; startsAt: string; dueAt: string; exceptId?: number },
  write: (tx: ShopContext) => Promise<T>,
): Promise<T> {
  return holdPeriod(ctx, write, async () =>
    LOANER_MESSAGES.overlap((await repo.overlappingAgreement(ctx, period)) ?? 'another agreement'),
  );
}

/** The insurer a reservation names by id: its name, and how it counts days, go with it. */
async function chosenInsurer(ctx: ShopContext, id: number) {
  const insurer = await insurersRepo.findInsurer(ctx, id);
  if (!insurer) throw fieldError('insurer', LOANER_MONEY_MESSAGES.insurerNotFound);
  return insurer;
}

/**
 * The agreement's insurer and day rule: the insurer's, or 24-hour days with the shop's grace
 * (`shopGrace`, the settings' grace_minutes).
 */
const insurerTerms = (
  insurer: insurersRepo.InsurerRow | null,
  typedName: string,
  shopGrace: number,
) =>
  insurer
    ? {
        insurerId: insurer.id,
        insurerName: insurer.name,
        dayRule: insurer.dayRule,
        graceMinutes: insurer.graceMinutes,
      }
    : { insurerId: null, insurerName: typedName, dayRule: '24h', graceMinutes: shopGrace };

/** The shop's rule that only a customer with a licence number on file may reserve. */
function assertLicenceOnFile(
  settings: LoanerSettingsRow,
  customer: { licenceNumber: string },
): void {
  if (settings.licenceRequiredToReserve && customer.licenceNumber.trim() === '')
    throw fieldError('customer', LOANER_MESSAGES.licenceRequired);
}

/** The shop's billing rules an agreement keeps from its reservation (never rebilled by a change). */
const shopRulesKept = (settings: LoanerSettingsRow) => ({
  lateReturnFee: settings.lateReturnFee,
  tollAdminFee: settings.tollAdminFee,
  customerPaysRateDifference: settings.customerPaysRateDifference,
});

/** The shop's grace now, for an agreement whose insurer is taken off. */
const shopGrace = async (ctx: ShopContext) =>
  (await findSettings(ctx))?.graceMinutes ?? DEFAULT_GRACE_MINUTES;

export async function createAgreement(
  ctx: ShopContext,
  deps: LoanerDeps,
  body: AgreementWrite,
): Promise<Agreement> {
  const vehicle = await lendableVehicle(ctx, body.vehicle);
  const customer = await lendableCustomer(ctx, body.customer, body.due_at);
  const insurer = body.insurer === null ? null : await chosenInsurer(ctx, body.insurer);
  const insurerDailyRate = body.insurer_daily_rate ?? insurer?.dailyRateCap ?? null;
  const defaults = await takeAgreementNumber(ctx);
  assertLicenceOnFile(defaults, customer);
  const terms = insurerTerms(insurer, body.insurer_name, defaults.graceMinutes);
  const period = { vehicleId: vehicle.id, startsAt: body.starts_at, dueAt: body.due_at };
  const id = await holdingPeriod(ctx, period, async (tx) => {
    const created = await repo.insertAgreement(tx, {
      number: agreementNumber(defaults.lastAgreementNumber),
      vehicleId: vehicle.id,
      customerId: body.customer,
      repairOrderNumber: body.repair_order_number,
      claimNumber: body.claim_number,
      ...terms,
      insurerDailyRate,
      insurerMaxDays: body.insurer_max_days,
      expectedCompletionOn: body.expected_completion_on,
      coverageEndsOn: coverageEnd(
        { ...terms, checkedOutAt: null, startsAt: new Date(body.starts_at) },
        body.insurer_max_days ? [{ days: body.insurer_max_days }] : [],
        ctx.timeZone,
      ),
      startsAt: new Date(body.starts_at),
      dueAt: new Date(body.due_at),
      dailyRate: body.daily_rate ?? defaults.dailyRate,
      mileageAllowancePerDay: body.mileage_allowance_per_day ?? defaults.mileageAllowancePerDay,
      excessMileageRate: body.excess_mileage_rate ?? defaults.excessMileageRate,
      fuelRatePerEighth: body.fuel_rate_per_eighth ?? defaults.fuelRatePerEighth,
      ...shopRulesKept(defaults),
      notes: body.notes,
      createdBy: ctx.userId,
    });
    await moneyRepo.setInitialAuthorization(tx, created, {
      days: body.insurer_max_days,
      dailyRate: insurerDailyRate,
      authorizedOn: shopDayOf(ctx.timeZone, new Date()),
    });
    return created;
  });
  const { detail, image } = await agreementViews(ctx, deps, id);
  await recordAudit(ctx, {
    entity: 'loan_agreement',
    entityId: id,
    action: 'create',
    after: image,
  });
  return detail;
}

/** Terms and period change while the agreement is reserved or out; the status moves only by the lifecycle. */
export async function patchAgreement(
  ctx: ShopContext,
  deps: LoanerDeps,
  id: number,
  body: AgreementPatch,
): Promise<Agreement> {
  const { row } = await reachAgreement(ctx, id, { forUpdate: true });
  const a = row.agreement;
  if (a.status !== 'reserved' && a.status !== 'out') throw badRequest(LOANER_MESSAGES.notOpen);
  const before = await agreementViews(ctx, deps, id);
  assertMayChangeRates(ctx, body, before.detail);
  const startsAt = body.starts_at ?? a.startsAt.toISOString();
  const dueAt = body.due_at ?? a.dueAt.toISOString();
  if (dueAt <= startsAt) throw fieldError('due_at', LOANER_MESSAGES.dueBeforeStart);
  // An out loan's due date is extended (or brought forward), never to before it went out.
  if (a.checkedOutAt && new Date(dueAt) <= a.checkedOutAt)
    throw fieldError('due_at', LOANER_MESSAGES.dueBeforeCheckOut);
  if (body.due_at !== undefined) await lendableCustomer(ctx, a.customerId, dueAt);
  const keep = <T>(value: T | null | undefined) => (value === null ? undefined : value);
  const period = { vehicleId: a.vehicleId, startsAt, dueAt, exceptId: id };
  const insurer = body.insurer ? await chosenInsurer(ctx, body.insurer) : null;
  const changesInsurer = body.insurer !== undefined && body.insurer !== a.insurerId;
  const insurerDailyRate =
    body.insurer_daily_rate === undefined && changesInsurer && a.insurerDailyRate === null
      ? (insurer?.dailyRateCap ?? undefined)
      : body.insurer_daily_rate;
  const coverageChanges = body.insurer_max_days !== undefined || insurerDailyRate !== undefined;
  const newInsurerTerms = changesInsurer
    ? insurerTerms(insurer, body.insurer_name ?? a.insurerName, await shopGrace(ctx))
    : {};
  await holdingPeriod(ctx, period, async (tx) => {
    await repo.updateAgreement(tx, id, {
      repairOrderNumber: body.repair_order_number,
      claimNumber: body.claim_number,
      ...newInsurerTerms,
      insurerName: insurer ? insurer.name : body.insurer_name,
      insurerDailyRate,
      insurerMaxDays: body.insurer_max_days,
      expectedCompletionOn: body.expected_completion_on,
      startsAt: new Date(startsAt),
      dueAt: new Date(dueAt),
      dailyRate: keep(body.daily_rate),
      mileageAllowancePerDay: keep(body.mileage_allowance_per_day),
      excessMileageRate: keep(body.excess_mileage_rate),
      fuelRatePerEighth: keep(body.fuel_rate_per_eighth),
      notes: body.notes,
    });
    if (coverageChanges)
      await moneyRepo.setInitialAuthorization(tx, id, {
        days: body.insurer_max_days === undefined ? a.insurerMaxDays : body.insurer_max_days,
        dailyRate: insurerDailyRate === undefined ? a.insurerDailyRate : insurerDailyRate,
        authorizedOn: shopDayOf(ctx.timeZone, a.createdAt),
      });
    const changed = await repo.findAgreement(tx, id);
    await keepCoverage(tx, changed!.agreement);
  });
  const after = await agreementViews(ctx, deps, id);
  await recordAudit(ctx, {
    entity: 'loan_agreement',
    entityId: id,
    action: 'update',
    before: before.image,
    after: after.image,
  });
  return after.detail;
}
