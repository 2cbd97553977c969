import { fromCents } from '@fleetdesk/contract/money';
import type { ShopContext } from '../../platform/request-context';
import * as repo from './loaners.agreements.repository';
import * as moneyRepo from './loaners.money.repository';
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
}
