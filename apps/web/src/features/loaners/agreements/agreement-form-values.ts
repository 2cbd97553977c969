import type { Agreement, AgreementCreate } from '@fleetdesk/contract/loaner-agreements';
import type { LoanerSettings } from '@fleetdesk/contract/loaners';
import { moneyText } from '../../../lib/money-input';
import { instantFromShopClock, shopClockFromInstant, shopDayOf } from '../../shops';

/**
 * What the reserve and edit forms hold: the terms and the period as typed (times on the shop's
 * clock, amounts as the money inputs give them), turned into the API's body in one place.
 */
export type TermsValues = {
  repair_order_number: string;
  claim_number: string;
  /** The insurer's id in the directory, or '' for none. */
  insurer: string;
  insurer_name: string;
  insurer_daily_rate: string | number;
  insurer_max_days: string | number;
  /** The repair order's expected completion, `YYYY-MM-DD` or ''. */
  expected_completion_on: string;
  starts_at: string;
  due_at: string;
  daily_rate: string | number;
  mileage_allowance_per_day: string | number;
  excess_mileage_rate: string | number;
  fuel_rate_per_eighth: string | number;
  notes: string;
};

export type ReserveValues = TermsValues & { vehicle: string; customer: string };

/**
 * What the board hands the form from a free slot: the loaner, and the day (`startsOn`,
 * YYYY-MM-DD on the shop's calendar) or the instant (`startsAt`) the loan starts.
 */
export type ReservePrefill = {
  vehicle?: string;
  startsAt?: string;
  startsOn?: string;
  /** From the customer's page: the borrower, already chosen. */
  customer?: { id: number; name: string };
};

const wholeOrNull = (value: string | number) =>
  String(value).trim() === '' ? null : Number(String(value).replace(/[,\s]/g, ''));

/** A time typed on the shop's clock as the API takes it; blank stays blank, unreadable as typed. */
export const instantOrText = (local: string, timeZone: string) =>
  local.trim() === '' ? '' : (instantFromShopClock(local, timeZone) ?? local);

/** The terms as the API takes them; an unreadable time is sent as typed, for the schema to name. */
export function termsBody(
  values: TermsValues,
  timeZone: string,
): Omit<AgreementCreate, 'vehicle' | 'customer'> {
  return {
    repair_order_number: values.repair_order_number,
    claim_number: values.claim_number,
    insurer: values.insurer === '' ? null : Number(values.insurer),
    insurer_name: values.insurer_name,
    insurer_daily_rate: moneyText(values.insurer_daily_rate),
    insurer_max_days: wholeOrNull(values.insurer_max_days),
    expected_completion_on: values.expected_completion_on || null,
    starts_at: instantOrText(values.starts_at, timeZone),
    due_at: instantOrText(values.due_at, timeZone),
    daily_rate: moneyText(values.daily_rate),
    mileage_allowance_per_day: wholeOrNull(values.mileage_allowance_per_day),
    excess_mileage_rate: moneyText(values.excess_mileage_rate),
    fuel_rate_per_eighth: moneyText(values.fuel_rate_per_eighth),
    notes: values.notes,
  };
}

export function reserveBody(values: ReserveValues, timeZone: string): AgreementCreate {
  return {
    vehicle: values.vehicle,
    customer: values.customer === '' ? '' : Number(values.customer),
    ...termsBody(values, timeZone),
  };
}

const DAY_MS = 86_400_000;
const QUARTER_HOUR_MS = 15 * 60_000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A loan that starts on a later day starts when the shop opens, on the shop's clock. */
const OPENING_TIME = 'T09:00';

/** The start the form proposes: the slot's instant, or its day (today: the next quarter hour). */
function proposedStart(prefill: ReservePrefill, timeZone: string, now: Date): Date | null {
  if (prefill.startsAt) {
    const start = new Date(prefill.startsAt);
    return Number.isNaN(start.getTime()) ? null : start;
  }
  if (!prefill.startsOn || !ISO_DAY.test(prefill.startsOn)) return null;
  const nextQuarter = new Date(Math.ceil(now.getTime() / QUARTER_HOUR_MS) * QUARTER_HOUR_MS);
  const opening = instantFromShopClock(`${prefill.startsOn}${OPENING_TIME}`, timeZone);
  if (!opening) return null;
  const today = shopDayOf(now, timeZone);
  if (prefill.startsOn === today && Date.parse(opening) < nextQuarter.getTime()) return nextQuarter;
  return new Date(opening);
}

/** A new reservation: the slot's vehicle and start, a day long, at the settings' rates. */
export function reserveInitialValues(
  settings: LoanerSettings | undefined,
  prefill: ReservePrefill,
  timeZone: string,
  now: Date,
): ReserveValues {
  const validStart = proposedStart(prefill, timeZone, now);
  return {
    vehicle: prefill.vehicle ?? '',
    customer: prefill.customer ? String(prefill.customer.id) : '',
    repair_order_number: '',
    claim_number: '',
    insurer: '',
    insurer_name: '',
    insurer_daily_rate: '',
    insurer_max_days: '',
    expected_completion_on: '',
    starts_at: validStart ? shopClockFromInstant(validStart, timeZone) : '',
    due_at: validStart
      ? shopClockFromInstant(new Date(validStart.getTime() + DAY_MS), timeZone)
      : '',
    daily_rate: settings?.daily_rate ?? '',
    mileage_allowance_per_day: settings?.mileage_allowance_per_day ?? '',
    excess_mileage_rate: settings?.excess_mileage_rate ?? '',
    fuel_rate_per_eighth: settings?.fuel_rate_per_eighth ?? '',
    notes: '',
  };
}

/** An agreement's terms as the edit form starts from them. */
export function termsValuesOf(agreement: Agreement, timeZone: string): TermsValues {
  return {
    repair_order_number: agreement.repair_order_number,
    claim_number: agreement.claim_number,
    insurer: agreement.insurer === null ? '' : String(agreement.insurer),
    insurer_name: agreement.insurer_name,
    insurer_daily_rate: agreement.insurer_daily_rate ?? '',
    insurer_max_days: agreement.insurer_max_days ?? '',
    expected_completion_on: agreement.expected_completion_on ?? '',
    starts_at: shopClockFromInstant(agreement.starts_at, timeZone),
    due_at: shopClockFromInstant(agreement.due_at, timeZone),
    daily_rate: agreement.daily_rate,
    mileage_allowance_per_day: agreement.mileage_allowance_per_day,
    excess_mileage_rate: agreement.excess_mileage_rate,
    fuel_rate_per_eighth: agreement.fuel_rate_per_eighth,
    notes: agreement.notes,
  };
}
