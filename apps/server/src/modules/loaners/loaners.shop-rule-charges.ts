import type { Agreement } from '@fleetdesk/contract/loaner-agreements';
import { MAX_AMOUNT, formatMoney, fromCents, toCents } from '@fleetdesk/contract/money';
import { lateReturnCents, rateDifferenceCents } from '@fleetdesk/contract/rules/loaner-totals';
import { badRequest } from '../../platform/errors';
import type { ShopContext } from '../../platform/request-context';
import { shopClock } from '../../platform/shop-day';
import type { NewCharge } from './loaners.agreements.repository';

/** How the customer's day charge was worked out, on the charge. */
export const uncoveredDaysText = (days: number, coveredDays: number, dailyRate: string) =>
  `${days - coveredDays} of ${days} days not covered × ${formatMoney(dailyRate)}`;

/** How the rate difference was worked out, on the charge. */
export const rateDifferenceText = (coveredDays: number, dailyRate: string) =>
  `${coveredDays} covered day${coveredDays === 1 ? '' : 's'} at ${formatMoney(dailyRate)} less the insurer’s rate`;

/**
 * The check-in charges of the shop's optional rules (issue 36 §5), from the rules the agreement
 * kept at its reservation: a late-return fee once the loaner is back after `due_at` and the grace,
 * and the difference above the insurer's rate on the covered days. Each billed to the customer,
 * those above 0 only; with the settings' defaults there are none.
 */
export function shopRuleCharges(
  ctx: ShopContext,
  agreement: Agreement,
  checkedInAt: Date,
  coveredDays: number,
): NewCharge[] {
  const late = lateReturnCents({
    due_at: agreement.due_at,
    checked_in_at: checkedInAt.toISOString(),
    grace_minutes: agreement.totals.grace_minutes,
    late_return_fee: agreement.late_return_fee,
  });
  const difference = rateDifferenceCents(agreement, coveredDays);
  // A charge is a numeric(12, 2): a rate typed at its limit could multiply past it.
  if (difference > toCents(MAX_AMOUNT))
    throw badRequest('The rate difference is larger than a charge can hold; check the rates.');
  const charge = (kind: 'late_return' | 'rate_difference', cents: bigint, description: string) => ({
    agreementId: agreement.id,
    kind,
    description,
    amount: fromCents(cents),
    occurredAt: checkedInAt,
    billTo: 'customer',
    createdBy: ctx.userId,
  });
  return [
    ...(late > 0n
      ? [
          charge(
            'late_return',
            late,
            `Returned after the due time, ${shopClock(ctx.timeZone)(agreement.due_at)}`,
          ),
        ]
      : []),
    ...(difference > 0n
      ? [
          charge(
            'rate_difference',
            difference,
            rateDifferenceText(coveredDays, agreement.daily_rate),
          ),
        ]
      : []),
  ];
}
