import { z } from 'zod';
import { LOANER_MONEY_MESSAGES } from './loaner-money';
import { DEFAULT_GRACE_MINUTES } from './rules/loaner-totals';
import { booleanFlag, requiredMoney, requiredWholeNumber } from './vehicle-fields';

/**
 * The shop's optional rules in the loaner settings (issue 36 §5), each off by default so a shop
 * that never sets them bills as before: its grace for agreements without an insurer, a
 * late-return fee, an admin fee per citation, the customer paying the difference above the
 * insurer's rate, a licence number to reserve. Part of loaners.ts's settings schemas.
 */

export const shopRulesFields = {
  grace_minutes: z.number().int(),
  late_return_fee: z.string(),
  toll_admin_fee: z.string(),
  customer_pays_rate_difference: z.boolean(),
  licence_required_to_reserve: z.boolean(),
};
export type ShopRules = z.infer<z.ZodObject<typeof shopRulesFields>>;

export const SHOP_RULE_DEFAULTS: ShopRules = {
  grace_minutes: DEFAULT_GRACE_MINUTES,
  late_return_fee: '0.00',
  toll_admin_fee: '0.00',
  customer_pays_rate_difference: false,
  licence_required_to_reserve: false,
};

const GRACE_INVALID = LOANER_MONEY_MESSAGES.graceInvalid;

/** The PATCH fields: any subset, as the rest of the settings. */
export const shopRulesPatchFields = {
  // Below a day, as an insurer's grace is.
  grace_minutes: requiredWholeNumber(GRACE_INVALID, GRACE_INVALID, 0, 1439),
  late_return_fee: requiredMoney('Late-return fee is required (0.00 for none)'),
  toll_admin_fee: requiredMoney('Admin fee is required (0.00 for none)'),
  customer_pays_rate_difference: booleanFlag(),
  licence_required_to_reserve: booleanFlag(),
};
