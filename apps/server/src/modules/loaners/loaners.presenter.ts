import type { Agreement, Charge, DamageMark, Segment } from '@fleetdesk/contract/loaner-agreements';
import type {
  AgreementStatus,
  BillTo,
  ChargeKind,
  Customer,
  DamageKind,
  DamageStage,
  DamageZone,
  LoanerSettings,
} from '@fleetdesk/contract/loaners';
import { fromCents } from '@fleetdesk/contract/money';
import {
  coverageEndsOn,
  loanCoverage,
  payerShares,
  shortOfCompletion,
  type DayCounting,
  type DayRule,
} from '@fleetdesk/contract/rules/loaner-totals';
import type { Config } from '../../config';
import { fileUrlKey, signedFileUrl } from '../../platform/signed-url';
import type { AgreementRow, ChargeRow, DamageRow } from './loaners.agreements.repository';
import {
  presentAuthorization,
  presentPayment,
  type AuthorizationRow,
  type PaymentRow,
} from './loaners.money.presenter';
import { earlierSegmentsOf } from './loaners.segments.repository';
import type { LoanerSettingsRow } from './loaners.settings.repository';
import type { loanerCustomers } from './loaners.tables';

/** Rows → the API shapes of docs/api.md "Loaners". */

/** Who file links are signed for: the server's key and the member reading. */
export type LinkSigner = { key: Buffer; shopId: number; userId: number };
export const linkSigner = (
  config: Config,
  ctx: { shopId: number; userId: number },
): LinkSigner => ({
  key: fileUrlKey(config),
  shopId: ctx.shopId,
  userId: ctx.userId,
});
const fileUrl = (signer: LinkSigner, documentId: number) =>
  signedFileUrl(signer.key, { shopId: signer.shopId, userId: signer.userId }, documentId);

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function presentSettings(row: LoanerSettingsRow): LoanerSettings {
  return {
    daily_rate: row.dailyRate,
    mileage_allowance_per_day: row.mileageAllowancePerDay,
    excess_mileage_rate: row.excessMileageRate,
    fuel_rate_per_eighth: row.fuelRatePerEighth,
    citation_grace_days: row.citationGraceDays,
    agreement_terms: row.agreementTerms,
    grace_minutes: row.graceMinutes,
    late_return_fee: row.lateReturnFee,
    toll_admin_fee: row.tollAdminFee,
    customer_pays_rate_difference: row.customerPaysRateDifference,
    licence_required_to_reserve: row.licenceRequiredToReserve,
  };
}

export type CustomerRow = typeof loanerCustomers.$inferSelect & { balanceDue: string };

export function presentCustomer(row: CustomerRow): Customer {
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    phone: row.phone,
    email: row.email,
    licence_number: row.licenceNumber,
    licence_state: row.licenceState,
    licence_expires_on: row.licenceExpiresOn,
    insurance_carrier: row.insuranceCarrier,
    insurance_policy_number: row.insurancePolicyNumber,
    do_not_lend: row.doNotLend,
    do_not_lend_reason: row.doNotLendReason,
    notes: row.notes,
    balance_due: row.balanceDue,
  };
}

export const customerName = (first: string, last: string) => `${first} ${last}`.trim();

export function presentDamage(row: DamageRow, signer: LinkSigner): DamageMark {
  return {
    id: row.id,
    stage: row.stage as DamageStage,
    zone: row.zone as DamageZone,
    kind: row.kind as DamageKind,
    note: row.note,
    photo_url: row.photoDocumentId === null ? null : fileUrl(signer, row.photoDocumentId),
  };
}

export function presentCharge(row: ChargeRow): Charge {
  return {
    id: row.id,
    kind: row.kind as ChargeKind,
    description: row.description,
    amount: row.amount,
    occurred_at: iso(row.occurredAt),
    bill_to: row.billTo as BillTo,
    reference: row.reference,
  };
}

/**
 * The agreement as the audit trail keeps it: stable ids where the API has signed links (a link
 * names its reader and expiry, so two reads a second apart would differ; it is also a credential).
 */
export type AgreementImage = Omit<Agreement, 'damage' | 'agreement_document' | 'last_odometer'> & {
  damage: DamageImage[];
  agreement_document: { id: number } | null;
};
export type DamageImage = Omit<DamageMark, 'photo_url'> & { photo_document_id: number | null };

export const damageImage = (row: DamageRow): DamageImage => ({
  id: row.id,
  stage: row.stage as DamageStage,
  zone: row.zone as DamageZone,
  kind: row.kind as DamageKind,
  note: row.note,
  photo_document_id: row.photoDocumentId,
});

/** What an agreement is made of besides its row: read together, once per view. */
export type AgreementRecords = {
  damage: readonly DamageRow[];
  charges: readonly ChargeRow[];
  authorizations: readonly AuthorizationRow[];
  payments: readonly PaymentRow[];
};

/** How this agreement counts its days: the rule kept on it, in the shop's zone. */
export const dayCountingOf = (
  a: Pick<AgreementRow['agreement'], 'dayRule' | 'graceMinutes'>,
  timeZone: string,
): DayCounting => ({
  day_rule: a.dayRule as DayRule,
  grace_minutes: a.graceMinutes,
  time_zone: timeZone,
});

type Covering = { days: number; dailyRate?: string } | { days: number; daily_rate?: string };

/**
 * The shop's day the authorised days run out, from the check-out (or the start): what the
 * agreement keeps as coverage_ends_on for the board and the reminder, and what the reply says.
 */
export function coverageEnd(
  a: Pick<AgreementRow['agreement'], 'checkedOutAt' | 'startsAt' | 'dayRule' | 'graceMinutes'>,
  authorizations: readonly Covering[],
  timeZone: string,
): string | null {
  const days = authorizations.reduce((sum, x) => sum + x.days, 0);
  return coverageEndsOn(
    (a.checkedOutAt ?? a.startsAt).toISOString(),
    days,
    dayCountingOf(a, timeZone),
  );
}

/** Days, coverage and each payer's share of the agreement now (or at its check-in). */
export function agreementMoney(
  a: AgreementRow['agreement'],
  records: Pick<AgreementRecords, 'charges' | 'authorizations' | 'payments'>,
  timeZone: string,
  now: Date = new Date(),
) {
  const coverage = loanCoverage(
    {
      checked_out_at: iso(a.checkedOutAt),
      checked_in_at: iso(a.checkedInAt),
      authorizations: records.authorizations.map((r) => ({
        days: r.days,
        daily_rate: r.dailyRate,
      })),
    },
    dayCountingOf(a, timeZone),
    now,
  );
  const shares = payerShares(
    coverage.insurerCents,
    records.charges.map((c) => ({ amount: c.amount, bill_to: c.billTo })),
    records.payments,
  );
  return { coverage, shares };
}

export function presentAgreement(
  row: AgreementRow,
  records: AgreementRecords,
  signer: LinkSigner,
  timeZone: string,
  now: Date = new Date(),
): Agreement {
  const shape = agreementShape(row, records, timeZone, now, {
    damage: records.damage.map((d) => presentDamage(d, signer)),
    document: (id) => ({ id, file_url: fileUrl(signer, id) }),
  });
  // The loaner's reading now, for the check-out form (not the agreement's: not in its audit image).
  const last_odometer =
    row.vehicleMileage === null
      ? null
      : { reading: row.vehicleMileage, recorded_on: row.lastReadingOn };
  return { ...shape, last_odometer };
}

export function agreementImage(
  row: AgreementRow,
  records: AgreementRecords,
  timeZone: string,
  now: Date = new Date(),
): AgreementImage {
  return agreementShape(row, records, timeZone, now, {
    damage: records.damage.map(damageImage),
    document: (id) => ({ id }),
  });
}

/**
 * The cars lent in turn: those closed at a change of loaner, then the one on the agreement's own
 * columns, out since the last change (or the check-out).
 */
export function presentSegments(row: AgreementRow): Segment[] {
  const a = row.agreement;
  const earlier = earlierSegmentsOf(row.earlierSegments).map((s) => ({
    ...s,
    checked_out_at: new Date(s.checked_out_at).toISOString(),
    checked_in_at: new Date(s.checked_in_at).toISOString(),
  }));
  return [
    ...earlier,
    {
      vehicle_vin: row.vehicleVin,
      license_plate: row.licensePlate,
      checked_out_at: earlier.at(-1)?.checked_in_at ?? iso(a.checkedOutAt),
      odometer_out: a.odometerOut,
      fuel_out: a.fuelOut,
      checked_in_at: iso(a.checkedInAt),
      odometer_in: a.odometerIn,
      fuel_in: a.fuelIn,
    },
  ];
}

/** One body for both: the API shape and the audit image differ only in how files are named. */
function agreementShape<D, F>(
  row: AgreementRow,
  records: AgreementRecords,
  timeZone: string,
  now: Date,
  files: { damage: D[]; document: (id: number) => F },
) {
  const a = row.agreement;
  const { coverage, shares } = agreementMoney(a, records, timeZone, now);
  const endsOn = coverageEnd(a, records.authorizations, timeZone);
  return {
    id: a.id,
    number: a.number,
    status: a.status as AgreementStatus,
    vehicle_vin: row.vehicleVin,
    vehicle_description: row.vehicleDescription,
    license_plate: row.licensePlate,
    customer: a.customerId,
    customer_name: customerName(row.customerFirstName, row.customerLastName),
    repair_order_number: a.repairOrderNumber,
    claim_number: a.claimNumber,
    insurer: a.insurerId,
    insurer_name: a.insurerName,
    insurer_daily_rate: a.insurerDailyRate,
    insurer_max_days: a.insurerMaxDays,
    expected_completion_on: a.expectedCompletionOn,
    starts_at: a.startsAt.toISOString(),
    due_at: a.dueAt.toISOString(),
    checked_out_at: iso(a.checkedOutAt),
    odometer_out: a.odometerOut,
    fuel_out: a.fuelOut,
    checked_in_at: iso(a.checkedInAt),
    odometer_in: a.odometerIn,
    fuel_in: a.fuelIn,
    daily_rate: a.dailyRate,
    mileage_allowance_per_day: a.mileageAllowancePerDay,
    excess_mileage_rate: a.excessMileageRate,
    fuel_rate_per_eighth: a.fuelRatePerEighth,
    late_return_fee: a.lateReturnFee,
    toll_admin_fee: a.tollAdminFee,
    customer_pays_rate_difference: a.customerPaysRateDifference,
    notes: a.notes,
    damage: files.damage,
    agreement_document:
      a.agreementDocumentId === null ? null : files.document(a.agreementDocumentId),
    charges: records.charges.map(presentCharge),
    authorizations: records.authorizations.map(presentAuthorization),
    payments: records.payments.map(presentPayment),
    segments: presentSegments(row),
    signed_remotely_at: iso(a.signedRemotelyAt),
    signed_copy_sent_at: iso(a.signedCopySentAt),
    totals: {
      day_rule: a.dayRule as DayRule,
      grace_minutes: a.graceMinutes,
      days: coverage.days,
      authorized_days: coverage.authorizedDays,
      covered_days: coverage.coveredDays,
      insurer_amount: fromCents(shares.insurer),
      customer_amount: fromCents(shares.customer),
      insurer_paid: fromCents(shares.insurerPaid),
      customer_paid: fromCents(shares.customerPaid),
      insurer_balance: fromCents(shares.insurerBalance),
      customer_balance: fromCents(shares.customerBalance),
      insurer_credit: fromCents(shares.insurerCredit),
      customer_credit: fromCents(shares.customerCredit),
      coverage_ends_on: endsOn,
      short_of_completion: shortOfCompletion(endsOn, a.expectedCompletionOn),
    },
  };
}
