import { fromCents, toCents } from '@fleetdesk/contract/money';
import { rateDifferenceCents, uncoveredDayCents } from '@fleetdesk/contract/rules/loaner-totals';
import type { ShopContext } from '../../platform/request-context';
import * as repo from './loaners.agreements.repository';
import * as moneyRepo from './loaners.money.repository';
import { rateDifferenceText, uncoveredDaysText } from './loaners.shop-rule-charges';
import { agreementMoney, coverageEnd } from './loaners.presenter';

/**
 * What the agreement keeps of its coverage for the lists and sums over many, recomputed by the
 * one rule when its authorizations or terms change: the day the authorised days run out (the
 * board's flag, the reminder) and, once returned, the amount of its covered days (an insurer's
 * open balance, receivables). `a` is the agreement's row as the change read it.
 */
export async function keepCoverage(ctx: ShopContext, a: repo.AgreementRow['agreement']) {
  const authorizations = await moneyRepo.authorizationsOf(ctx, [a.id]);
  const { coverage } = agreementMoney(
    a,
    { charges: [], payments: [], authorizations },
    ctx.timeZone,
  );
  await repo.updateAgreement(ctx, a.id, {
    coverageEndsOn: coverageEnd(a, authorizations, ctx.timeZone),
    ...(a.status === 'returned' ? { insurerDaysAmount: fromCents(coverage.insurerCents) } : {}),
  });
  if (a.status === 'returned') {
    const terms = {
      customer_pays_rate_difference: a.customerPaysRateDifference,
      daily_rate: a.dailyRate,
      authorizations: authorizations.map((x) => ({ days: x.days, daily_rate: x.dailyRate })),
    };
    const { days, coveredDays } = coverage;
    await keepCustomerDayCharges(ctx, a.id, {
      day: {
        cents: uncoveredDayCents(days, coveredDays, a.dailyRate),
        description: uncoveredDaysText(days, coveredDays, a.dailyRate),
      },
      rate_difference: {
        cents: rateDifferenceCents(terms, coveredDays),
        description: rateDifferenceText(coveredDays, a.dailyRate),
      },
    });
  }
}

/**
 * After a returned agreement's coverage changes (an extension authorised late), the customer's
 * check-in charges that depend on it follow: the uncovered days' charge shrinks or goes, the rate
 * difference grows. Only the charges check-in wrote are changed; none is added afterwards.
 */
async function keepCustomerDayCharges(
  ctx: ShopContext,
  agreementId: number,
  want: Record<'day' | 'rate_difference', { cents: bigint; description: string }>,
) {
  const charges = await repo.chargesOf(ctx, [agreementId]);
  for (const kind of ['day', 'rate_difference'] as const) {
    const charge = charges.find((c) => c.kind === kind && c.billTo === 'customer');
    const { cents, description } = want[kind];
    if (!charge || toCents(charge.amount) === cents) continue;
    if (cents === 0n) await repo.deleteCharge(ctx, charge.id);
    else await repo.updateChargeAmount(ctx, charge.id, fromCents(cents), description);
  }
}
