import type { Agreement } from '@fleetdesk/contract/loaner-agreements';
import {
  LOANER_MONEY_MESSAGES,
  type AuthorizationWrite,
  type PaymentWrite,
} from '@fleetdesk/contract/loaner-money';
import { formatMoney, fromCents, toCents } from '@fleetdesk/contract/money';
import { badRequest, fieldError, notFound } from '../../platform/errors';
import type { ShopContext } from '../../platform/request-context';
import { recordAudit } from '../audit';
import {
  agreementViews,
  reachAgreement,
  recordsOf,
  type LoanerDeps,
} from './loaners.agreements.service';
import * as moneyRepo from './loaners.money.repository';
import { presentAuthorization, presentPayment } from './loaners.money.presenter';
import { keepCoverage } from './loaners.coverage';
import { agreementMoney } from './loaners.presenter';

/**
 * What an insurer authorises on an agreement and what is paid against it (docs/api.md "Loaner
 * money"). Each write locks the agreement, so two payments cannot both fit one balance.
 */

/** An extension (or a first authorization): the covered days grow; the history stays. */
export async function addAuthorization(
  ctx: ShopContext,
  deps: LoanerDeps,
  agreementId: number,
  body: AuthorizationWrite,
): Promise<Agreement> {
  const { row } = await reachAgreement(ctx, agreementId, { forUpdate: true });
  const a = row.agreement;
  if (a.status === 'cancelled') throw badRequest(LOANER_MONEY_MESSAGES.authorizationNotOpen);
  const dailyRate = body.daily_rate ?? a.insurerDailyRate;
  if (dailyRate === null) throw fieldError('daily_rate', LOANER_MONEY_MESSAGES.noInsurerRate);
  const created = await moneyRepo.insertAuthorization(ctx, {
    agreementId,
    days: body.days,
    dailyRate,
    reference: body.reference,
    adjuster: body.adjuster,
    authorizedOn: body.authorized_on,
    note: body.note,
    createdBy: ctx.userId,
  });
  await keepCoverage(ctx, a);
  await recordAudit(ctx, {
    entity: 'loan_agreement_authorization',
    entityId: created.id,
    action: 'create',
    after: { ...presentAuthorization(created), agreement: a.number },
  });
  return (await agreementViews(ctx, deps, agreementId, { reached: true })).detail;
}

/**
 * A payment from the customer or the insurer, or a write-off of what will not be collected: never
 * more than that payer's balance on the agreement now.
 */
export async function addPayment(
  ctx: ShopContext,
  deps: LoanerDeps,
  agreementId: number,
  body: PaymentWrite,
): Promise<Agreement> {
  const { row } = await reachAgreement(ctx, agreementId, { forUpdate: true });
  const a = row.agreement;
  if (a.status !== 'out' && a.status !== 'returned')
    throw badRequest(LOANER_MONEY_MESSAGES.notLent);
  const { shares } = agreementMoney(a, await recordsOf(ctx, [agreementId]), ctx.timeZone);
  const balance = body.payer === 'insurer' ? shares.insurerBalance : shares.customerBalance;
  if (toCents(body.amount) > balance)
    throw fieldError('amount', LOANER_MONEY_MESSAGES.overpaid(formatMoney(fromCents(balance))));
  const created = await moneyRepo.insertPayment(ctx, {
    agreementId,
    payer: body.payer,
    amount: body.amount,
    method: body.method,
    reference: body.reference,
    receivedOn: body.received_on,
    reason: body.reason,
    createdBy: ctx.userId,
  });
  await recordAudit(ctx, {
    entity: 'loan_agreement_payment',
    entityId: created.id,
    action: 'create',
    after: { ...presentPayment(created), agreement: a.number },
  });
  return (await agreementViews(ctx, deps, agreementId, { reached: true })).detail;
}

/** A payment recorded by mistake is removed; the balance it paid is owed again. */
export async function deletePayment(ctx: ShopContext, id: number): Promise<void> {
  const payment = await moneyRepo.findPayment(ctx, id);
  if (!payment) throw notFound(LOANER_MONEY_MESSAGES.paymentNotFound);
  const { row } = await reachAgreement(ctx, payment.agreementId, { forUpdate: true });
  await moneyRepo.deletePayment(ctx, id);
  await recordAudit(ctx, {
    entity: 'loan_agreement_payment',
    entityId: id,
    action: 'delete',
    before: { ...presentPayment(payment), agreement: row.agreement.number },
  });
}
