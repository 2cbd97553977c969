import type { UtilisationFigures, UtilisationReply } from '@fleetdesk/contract/loaner-utilisation';
import { fromCents, toCents } from '@fleetdesk/contract/money';
import { percentOneDecimal, ratioOneDecimal } from '@fleetdesk/contract/rules/loaner-utilisation';
import type { UtilisationLoaner, UtilisationSums } from './loaners.utilisation.repository';

/** The utilisation report's sums → the API shape of docs/api.md "Loaner money". */

const NONE: Omit<UtilisationSums, 'grouping' | 'vehicle_id' | 'week_start' | 'month'> = {
  agreements: 0,
  days: 0,
  uncovered_days: 0,
  insurer_billed: '0.00',
  customer_billed: '0.00',
  collected: '0.00',
  written_off: '0.00',
};

export function presentFigures(
  sums: Partial<UtilisationSums> | undefined,
  availableDays: number,
): UtilisationFigures {
  const s = { ...NONE, ...sums };
  return {
    available_days: availableDays,
    days_out: s.days,
    utilisation: percentOneDecimal(s.days, availableDays),
    agreements: s.agreements,
    average_days: ratioOneDecimal(s.days, s.agreements),
    insurer_billed: s.insurer_billed,
    customer_billed: s.customer_billed,
    collected: s.collected,
    written_off: s.written_off,
    uncovered_days: s.uncovered_days,
  };
}

export const presentUtilisationVehicle = (
  loaner: UtilisationLoaner,
  sums: UtilisationSums | undefined,
  availableDays: number,
): UtilisationReply['vehicles'][number] => ({
  vin: loaner.vin,
  description: loaner.description,
  license_plate: loaner.license_plate,
  ...presentFigures(sums, availableDays),
});

export const presentWeek = (week: string, daysOut: number, availableDays: number) => ({
  week_start: week,
  utilisation: percentOneDecimal(daysOut, availableDays),
});

/** Billed is what both payers were billed; collected leaves write-offs out. */
export const presentMonth = (month: string, sums: UtilisationSums | undefined) => ({
  month,
  billed: fromCents(toCents(sums?.insurer_billed ?? '0') + toCents(sums?.customer_billed ?? '0')),
  collected: sums?.collected ?? '0.00',
});
