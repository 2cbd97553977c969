import { createHash } from 'node:crypto';
import { IDEMPOTENCY_KEY_REUSED } from '@fleetdesk/contract/common';
import type {
  Agreement,
  CheckInWrite,
  CheckOutWrite,
  DamageInput,
  DamageMark,
} from '@fleetdesk/contract/loaner-agreements';
import {
  LOANER_MESSAGES,
  type AgreementStatus,
  type DamageStage,
} from '@fleetdesk/contract/loaners';
import { MAX_AMOUNT, formatMoney, fromCents, toCents } from '@fleetdesk/contract/money';
import {
  checkInChargeCents,
  loanCoverage,
  segmentUse,
  type SegmentReadings,
} from '@fleetdesk/contract/rules/loaner-totals';
import { badRequest, conflict, fieldError } from '../../platform/errors';
import type { ShopContext } from '../../platform/request-context';
import { shopClock } from '../../platform/shop-day';
import { recordEvent } from '../../platform/events';
import { refuseOutOfService } from '../issues';
import { recordAudit } from '../audit';
import type { VehicleRef } from '../vehicles';
import * as repo from './loaners.agreements.repository';
import * as signingRepo from './loaners.signing-link.repository';
import { agreementViews, reachAgreement, type LoanerDeps } from './loaners.agreements.service';
import { signaturePng } from './loaners.pdf';
import { coverageEnd, dayCountingOf } from './loaners.presenter';
import { shopRuleCharges, uncoveredDaysText } from './loaners.shop-rule-charges';
import { signAgreement } from './loaners.signing';
import { checkOdometer, checkOdometerIn, logReading } from './loaners.readings';

/**
 * The agreement's lifecycle: check out, check in, cancel (damage photos: loaners.damage-photo;
 * a change of loaner mid-rental: loaners.swap).
 */

const DAY_MS = 24 * 3_600_000;

/**
 * A time given for a paper agreement recorded after the fact (or now): not in the future, not
 * more than a day before the agreement starts.
 */
function recordedTime(
  field: 'checked_out_at' | 'checked_in_at',
  given: string | null,
  startsAt: Date,
): Date {
  const now = new Date();
  if (given === null) return now;
  const at = new Date(given);
  if (at.getTime() > now.getTime()) throw fieldError(field, LOANER_MESSAGES.timeInFuture);
  if (at.getTime() < startsAt.getTime() - DAY_MS)
    throw fieldError(field, LOANER_MESSAGES.timeBeforeStart);
  return at;
}

/**
 * The stage's damage marks: marks already made for a photo taken before the form was sent take
 * the kind and note of the first mark sent for their zone; the rest are added. `known` are the
 * agreement's marks as the step read them; returns the stage's marks as they now stand.
 */
async function markDamage(
  ctx: ShopContext,
  agreementId: number,
  stage: DamageStage,
  sent: readonly DamageInput[],
  known: readonly DamageMark[],
): Promise<DamageMark[]> {
  const waiting = known.filter((d) => d.stage === stage);
  const marked: DamageMark[] = [];
  const fresh: Pick<DamageMark, 'zone' | 'kind' | 'note'>[] = [];
  for (const mark of sent) {
    const at = waiting.findIndex((d) => d.zone === mark.zone);
    const values = { zone: mark.zone, kind: mark.kind, note: mark.note ?? '' };
    if (at >= 0) {
      await repo.updateDamage(ctx, waiting[at]!.id, values);
      marked.push({ ...waiting[at]!, ...values });
      waiting.splice(at, 1);
    } else fresh.push(values);
  }
  const added = await repo.insertDamage(
    ctx,
    fresh.map((values) => ({ ...values, agreementId, stage })),
  );
  // insert … returning gives the rows in the order they were sent.
  const addedMarks = fresh.map((values, i) => ({
    ...values,
    id: added[i]!.id,
    stage,
    photo_url: null,
  }));
  return [...marked, ...waiting, ...addedMarks].sort((x, y) => x.id - y.id);
}

/**
 * A step sent with an Idempotency-Key: the key, and the SHA-256 of the step, agreement and body
 * (a repeat must be the same request).
 */
export type StepKey = { key: string; step: 'check_out' | 'check_in'; body: unknown };

const stepKey = (step: StepKey['step'], body: unknown, key: string | undefined) =>
  key === undefined ? undefined : { key, step, body };

const stepDigest = (id: number, sent: StepKey) =>
  createHash('sha256')
    .update(JSON.stringify([sent.step, id, sent.body]))
    .digest('hex');

/**
 * One step of the lifecycle: the agreement (locked) must be in `from`, else `refusal`; `step`
 * checks and writes (given the agreement as read before), and may return facts for the audit
 * row's after image; the row holds the agreement's images before and after (no signed links:
 * agreementViews). The agreement is read once before the step and once after it. A step sent
 * again under its key (`once`) is not applied again: the agreement is answered as it stands.
 */
export async function transition(
  ctx: ShopContext,
  deps: LoanerDeps,
  id: number,
  from: AgreementStatus,
  refusal: string,
  step: (
    a: repo.AgreementRow['agreement'],
    vehicle: VehicleRef,
    before: Agreement,
  ) => Promise<Record<string, unknown> | void>,
  once?: StepKey,
): Promise<Agreement> {
  const { row, vehicle } = await reachAgreement(ctx, id, { forUpdate: true });
  const sent = once && { ...once, digest: stepDigest(id, once) };
  if (sent) {
    // The agreement's lock orders two sends of one key: the second finds the first's row.
    const seen = await repo.findStep(ctx, sent.key);
    if (seen && seen.digest !== sent.digest) throw conflict(IDEMPOTENCY_KEY_REUSED);
    if (seen) return (await agreementViews(ctx, deps, id, { row })).detail;
  }
  if (row.agreement.status !== from) throw badRequest(refusal);
  const before = await agreementViews(ctx, deps, id, { row });
  const facts = await step(row.agreement, vehicle, before.detail);
  if (sent) {
    const recorded = await repo.recordStep(ctx, {
      key: sent.key,
      agreementId: id,
      step: sent.step,
      digest: sent.digest,
    });
    if (!recorded) throw conflict(IDEMPOTENCY_KEY_REUSED);
  }
  const after = await agreementViews(ctx, deps, id, { reached: true });
  await recordAudit(ctx, {
    entity: 'loan_agreement',
    entityId: id,
    action: 'update',
    before: before.image,
    after: { ...after.image, ...facts },
  });
  return after.detail;
}

/**
 * Who signed and their signature: the customer's from the e-mailed link when they signed before
 * coming (the counter then takes none), else the one drawn at the counter (required).
 */
async function signerOf(ctx: ShopContext, a: repo.AgreementRow['agreement'], body: CheckOutWrite) {
  const remote = a.signedRemotelyAt ? await signingRepo.remoteSignature(ctx, a.id) : null;
  if (remote?.signature) return { signature: remote.signature, signed_name: remote.signedName };
  if (!body.signature) throw fieldError('signature', LOANER_MESSAGES.signatureRequired);
  if (!body.signed_name) throw fieldError('signed_name', LOANER_MESSAGES.signedNameRequired);
  return { signature: body.signature, signed_name: body.signed_name };
}

/**
 * Check-out: the signed PDF is drawn from the agreement as read before, with what the check-out
 * sets, so the row is written once (with the PDF's document) and read once more, for the reply.
 */
export function checkOut(
  ctx: ShopContext,
  deps: LoanerDeps,
  id: number,
  body: CheckOutWrite,
  key?: string,
) {
  return transition(
    ctx,
    deps,
    id,
    'reserved',
    LOANER_MESSAGES.notReserved,
    async (a, vehicle, before) => {
      await recordEvent(ctx, 'loaner.checked_out', { agreement: id, vin: vehicle.vin });
      if (vehicle.isArchived) throw fieldError('vehicle', LOANER_MESSAGES.vehicleArchived);
      await refuseOutOfService(ctx, vehicle.id);
      const at = recordedTime('checked_out_at', body.checked_out_at, a.startsAt);
      checkOdometer(ctx, 'odometer_out', vehicle, {
        reading: body.odometer_out,
        confirmed: body.odometer_confirmed,
        last: before.last_odometer,
      });
      const signer = await signerOf(ctx, a, body);
      const signature = signaturePng(signer.signature);
      const marks = await markDamage(ctx, id, 'out', body.damage, before.damage);
      await logReading(ctx, vehicle, body.odometer_out, `Check-out of ${a.number}`);
      const signed = await signAgreement(
        ctx,
        deps,
        {
          ...before,
          status: 'out',
          checked_out_at: at.toISOString(),
          odometer_out: body.odometer_out,
          fuel_out: body.fuel_out,
          damage: [...before.damage.filter((d) => d.stage !== 'out'), ...marks],
        },
        vehicle,
        { signed_name: signer.signed_name, signature },
      );
      await signingRepo.withdrawLinks(ctx, id);
      await repo.updateAgreement(ctx, id, {
        status: 'out',
        checkedOutAt: at,
        // The authorised days now count from the check-out.
        coverageEndsOn: coverageEnd(
          { ...a, checkedOutAt: at },
          before.authorizations,
          ctx.timeZone,
        ),
        odometerOut: body.odometer_out,
        fuelOut: body.fuel_out,
        signedName: signer.signed_name,
        agreementDocumentId: signed.documentId,
        // Queued in this transaction: the outbox sends it once the check-out is committed.
        signedCopySentAt: signed.mailed ? new Date() : null,
      });
      // The audit row names the signed PDF by its hash: which document was signed, provably.
      return { agreement_sha256: signed.sha256 };
    },
    stepKey('check_out', body, key),
  );
}

export function checkIn(
  ctx: ShopContext,
  deps: LoanerDeps,
  id: number,
  body: CheckInWrite,
  key?: string,
) {
  return transition(
    ctx,
    deps,
    id,
    'out',
    LOANER_MESSAGES.notOut,
    async (a, vehicle, before) => {
      await recordEvent(ctx, 'loaner.checked_in', { agreement: id, vin: vehicle.vin });
      const at = recordedTime('checked_in_at', body.checked_in_at, a.startsAt);
      // A loan cannot end before it began (a slip typing a paper agreement's time).
      if (a.checkedOutAt !== null && at.getTime() < a.checkedOutAt.getTime())
        throw fieldError(
          'checked_in_at',
          LOANER_MESSAGES.checkInBeforeCheckOut(shopClock(ctx.timeZone)(a.checkedOutAt)),
        );
      // Nor before the car now out was handed over, after a change of loaner.
      const current = before.segments.at(-1)!;
      const swappedAt = before.segments.length > 1 ? new Date(current.checked_out_at!) : null;
      if (swappedAt && at.getTime() < swappedAt.getTime())
        throw fieldError(
          'checked_in_at',
          LOANER_MESSAGES.swapBeforeLastChange(shopClock(ctx.timeZone)(swappedAt)),
        );
      checkOdometerIn(ctx, a, vehicle, before, body);
      const coverage = loanCoverage(
        {
          checked_out_at: a.checkedOutAt?.toISOString() ?? null,
          checked_in_at: at.toISOString(),
          authorizations: before.authorizations,
        },
        dayCountingOf(a, ctx.timeZone),
      );
      await repo.updateAgreement(ctx, id, {
        status: 'returned',
        checkedInAt: at,
        odometerIn: body.odometer_in,
        fuelIn: body.fuel_in,
        // What receivables sum for the insurer's days (authorizations added later recompute it).
        insurerDaysAmount: fromCents(coverage.insurerCents),
      });
      await markDamage(ctx, id, 'in', body.damage, before.damage);
      await logReading(ctx, vehicle, body.odometer_in, `Check-in of ${a.number}`);
      const earlier = before.segments.slice(0, -1).map((seg) => ({
        odometer_out: seg.odometer_out ?? 0,
        odometer_in: seg.odometer_in ?? 0,
        fuel_out: seg.fuel_out ?? 0,
        fuel_in: seg.fuel_in ?? 0,
      }));
      await repo.insertCharges(ctx, [
        ...checkInChargeRows(ctx, a, { ...body, at, earlier }, coverage),
        ...shopRuleCharges(ctx, before, at, coverage.coveredDays),
      ]);
    },
    stepKey('check_in', body, key),
  );
}

/** A reserved agreement is cancelled; its period is free again (the exclusion holds reserved and out only). */
export function cancel(ctx: ShopContext, deps: LoanerDeps, id: number) {
  return transition(ctx, deps, id, 'reserved', LOANER_MESSAGES.notReserved, async () => {
    await repo.updateAgreement(ctx, id, { status: 'cancelled' });
    await signingRepo.withdrawLinks(ctx, id);
  });
}

/** The day, mileage and fuel charges of docs/api.md's arithmetic, those above 0, billed to the customer. */
function checkInChargeRows(
  ctx: ShopContext,
  a: repo.AgreementRow['agreement'],
  back: { odometer_in: number; fuel_in: number; at: Date; earlier: SegmentReadings[] },
  { days, coveredDays }: { days: number; coveredDays: number },
): repo.NewCharge[] {
  const current = {
    odometer_out: a.odometerOut ?? back.odometer_in,
    odometer_in: back.odometer_in,
    fuel_out: a.fuelOut ?? back.fuel_in,
    fuel_in: back.fuel_in,
  };
  const cents = checkInChargeCents({
    ...current,
    earlier_segments: back.earlier,
    days,
    covered_days: coveredDays,
    daily_rate: a.dailyRate,
    mileage_allowance_per_day: a.mileageAllowancePerDay,
    excess_mileage_rate: a.excessMileageRate,
    fuel_rate_per_eighth: a.fuelRatePerEighth,
  });
  const use = segmentUse([...back.earlier, current]);
  const excessMiles = use.driven - days * a.mileageAllowancePerDay;
  // After a change of loaner the miles and eighths are those of every car lent.
  const cars = back.earlier.length > 0 ? ` over ${back.earlier.length + 1} loaners` : '';
  const descriptions = {
    day: uncoveredDaysText(days, coveredDays, a.dailyRate),
    mileage: `${excessMiles.toLocaleString('en-US')} mi beyond the allowance${cars} × ${formatMoney(a.excessMileageRate)}`,
    fuel: `${use.missingEighths} eighths of fuel${cars} × ${formatMoney(a.fuelRatePerEighth)}`,
  };
  const kinds = (['day', 'mileage', 'fuel'] as const).filter((kind) => cents[kind] > 0n);
  // A charge is a numeric(12, 2): rates typed at their limit could multiply past it.
  if (kinds.some((kind) => cents[kind] > toCents(MAX_AMOUNT)))
    throw badRequest('These charges are larger than a charge can hold; check the rates.');
  return kinds.map((kind) => ({
    agreementId: a.id,
    kind,
    description: descriptions[kind],
    amount: fromCents(cents[kind]),
    occurredAt: back.at,
    billTo: 'customer',
    createdBy: ctx.userId,
  }));
}
