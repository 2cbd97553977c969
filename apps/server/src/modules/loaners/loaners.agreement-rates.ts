import type { Agreement, AgreementPatch } from '@fleetdesk/contract/loaner-agreements';
import { RATES_NEED_CHARGES } from '@fleetdesk/contract/loaners';
import { toCents } from '@fleetdesk/contract/money';
import { forbidden } from '../../platform/errors';
import { can, type ShopContext } from '../../platform/request-context';

type Money = string | null | undefined;

/** A sent amount that differs from the agreement's; `null` keeps it unless `nullClears`. */
const moneyChanges = (sent: Money, was: string | null, nullClears: boolean) => {
  if (sent === undefined || (sent === null && !nullClears)) return false;
  if (sent === null || was === null) return sent !== was;
  return toCents(sent) !== toCents(was);
};

const countChanges = (sent: number | null | undefined, was: number | null, nullClears: boolean) =>
  sent !== undefined && (sent !== null || nullClears) && sent !== was;

/**
 * Check-in bills from the agreement's own rates and insurer coverage (the insurer brings its day
 * rule), so changing them needs
 * canManageLoanerCharges, as the shop-wide rates do. A form that sends them unchanged (every
 * field, as the edit form does) changes nothing and passes.
 */
export function assertMayChangeRates(ctx: ShopContext, body: AgreementPatch, before: Agreement) {
  if (can(ctx, 'canManageLoanerCharges')) return;
  const changes =
    countChanges(body.insurer, before.insurer, true) ||
    moneyChanges(body.insurer_daily_rate, before.insurer_daily_rate, true) ||
    countChanges(body.insurer_max_days, before.insurer_max_days, true) ||
    moneyChanges(body.daily_rate, before.daily_rate, false) ||
    countChanges(body.mileage_allowance_per_day, before.mileage_allowance_per_day, false) ||
    moneyChanges(body.excess_mileage_rate, before.excess_mileage_rate, false) ||
    moneyChanges(body.fuel_rate_per_eighth, before.fuel_rate_per_eighth, false);
  if (changes) throw forbidden(RATES_NEED_CHARGES);
}
