import type { DayRule, Insurer, InsurerCreate } from '@fleetdesk/contract/loaner-money';
import { moneyText } from '../../../lib/money-input';

/** What the insurer form holds: text as typed, amounts and counts as the inputs give them. */
export type InsurerFormValues = {
  name: string;
  daily_rate_cap: string | number;
  day_rule: DayRule;
  grace_minutes: string | number;
  billing_email: string;
  billing_address: string;
  payment_terms_days: string | number;
  notes: string;
};

export const emptyInsurer = (name = ''): InsurerFormValues => ({
  name,
  daily_rate_cap: '',
  day_rule: '24h',
  grace_minutes: 59,
  billing_email: '',
  billing_address: '',
  payment_terms_days: 30,
  notes: '',
});

export const insurerValuesOf = (insurer: Insurer): InsurerFormValues => ({
  name: insurer.name,
  daily_rate_cap: insurer.daily_rate_cap ?? '',
  day_rule: insurer.day_rule,
  grace_minutes: insurer.grace_minutes,
  billing_email: insurer.billing_email,
  billing_address: insurer.billing_address,
  payment_terms_days: insurer.payment_terms_days,
  notes: insurer.notes,
});

const whole = (value: string | number) =>
  String(value).trim() === '' ? null : Number(String(value).replace(/[,\s]/g, ''));

/** The insurer as the API takes it (a blank count is the directory's default). */
export function insurerBody(values: InsurerFormValues): InsurerCreate {
  return {
    name: values.name,
    daily_rate_cap: moneyText(values.daily_rate_cap),
    day_rule: values.day_rule,
    grace_minutes: whole(values.grace_minutes),
    billing_email: values.billing_email,
    billing_address: values.billing_address,
    payment_terms_days: whole(values.payment_terms_days),
    notes: values.notes,
  };
}
