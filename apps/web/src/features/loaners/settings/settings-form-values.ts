import type { LoanerSettings, LoanerSettingsPatch } from '@fleetdesk/contract/loaners';
import { loanerSettingsPatchSchema } from '@fleetdesk/contract/loaners';
import { moneyText } from '../../../lib/money-input';

/** What the inputs hold: money and counts as typed (a number input gives a number or ''). */
export type LoanerSettingsValues = {
  daily_rate: string | number;
  mileage_allowance_per_day: string | number;
  excess_mileage_rate: string | number;
  fuel_rate_per_eighth: string | number;
  citation_grace_days: string | number;
  agreement_terms: string;
  grace_minutes: string | number;
  late_return_fee: string | number;
  toll_admin_fee: string | number;
  customer_pays_rate_difference: boolean;
  licence_required_to_reserve: boolean;
};

export const valuesOf = (s: LoanerSettings): LoanerSettingsValues => ({ ...s });

/** What the schema and the server read: money through the contract's money module. */
export function settingsInput(values: LoanerSettingsValues) {
  return {
    daily_rate: moneyText(values.daily_rate),
    mileage_allowance_per_day: values.mileage_allowance_per_day,
    excess_mileage_rate: moneyText(values.excess_mileage_rate),
    fuel_rate_per_eighth: moneyText(values.fuel_rate_per_eighth),
    citation_grace_days: values.citation_grace_days,
    agreement_terms: values.agreement_terms,
    grace_minutes: values.grace_minutes,
    late_return_fee: moneyText(values.late_return_fee),
    toll_admin_fee: moneyText(values.toll_admin_fee),
    customer_pays_rate_difference: values.customer_pays_rate_difference,
    licence_required_to_reserve: values.licence_required_to_reserve,
  };
}

export function settingsPayload(values: LoanerSettingsValues): LoanerSettingsPatch {
  return loanerSettingsPatchSchema.parse(settingsInput(values));
}
