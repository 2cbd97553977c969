import type { Agreement } from '@fleetdesk/contract/loaner-agreements';
import {
  LOANER_MONEY_MESSAGES,
  PAYER_LABELS,
  type AuthorizationWrite,
  type Payer,
  type PaymentWrite,
  type RefundWrite,
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
import { isRefund, presentAuthorization, presentPayment } from './loaners.money.presenter';
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
  return recordMovement(ctx, deps, a, {
    payer: body.payer,
    amount: body.amount,
    method: body.method,
    reference: body.reference,
    receivedOn: body.received_on,
    reason: body.reason,
  });
}

/** Writes a payment or a refund with its audit row; the agreement as it stands after. */
async function recordMovement(
  ctx: ShopContext,
  deps: LoanerDeps,
  a: { id: number; number: string },
  movement: Omit<Parameters<typeof moneyRepo.insertPayment>[1], 'agreementId' | 'createdBy'>,
): Promise<Agreement> {
  const created = await moneyRepo.insertPayment(ctx, {
    ...movement,
    agreementId: a.id,
    createdBy: ctx.userId,
  });
  await recordAudit(ctx, {
    entity: 'loan_agreement_payment',
    entityId: created.id,
    action: 'create',
    after: { ...presentPayment(created), agreement: a.number },
  });
  return (await agreementViews(ctx, deps, a.id, { reached: true })).detail;
}

/**
 * Money given back to a payer who paid more than they owe (their share dropped after they paid):
 * never more than their credit now. Kept as a payment of the negative amount, so what they paid,
 * every kept sum and every report are net of it.
 */
export async function addRefund(
  ctx: ShopContext,
  deps: LoanerDeps,
  agreementId: number,
  body: RefundWrite,
): Promise<Agreement> {
  const { row } = await reachAgreement(ctx, agreementId, { forUpdate: true });
  const a = row.agreement;
  const { shares } = agreementMoney(a, await recordsOf(ctx, [agreementId]), ctx.timeZone);
  const credit = body.payer === 'insurer' ? shares.insurerCredit : shares.customerCredit;
  if (toCents(body.amount) > credit)
    throw fieldError('amount', LOANER_MONEY_MESSAGES.overRefunded(formatMoney(fromCents(credit))));
  return recordMovement(ctx, deps, a, {
    payer: body.payer,
    amount: fromCents(-toCents(body.amount)),
    method: body.method,
    reference: body.reference,
    receivedOn: body.refunded_on,
    reason: '',
  });
}

/**
 * A payment recorded by mistake is removed; the balance it paid is owed again. A refund removed
 * is owed back to the payer again (their credit returns). Money in is not removed while refunds
 * of that payer would then exceed the money they gave.
 */
export async function deletePayment(ctx: ShopContext, id: number): Promise<void> {
  const payment = await moneyRepo.findPayment(ctx, id);
  if (!payment) throw notFound(LOANER_MONEY_MESSAGES.paymentNotFound);
  const { row } = await reachAgreement(ctx, payment.agreementId, { forUpdate: true });
  if (payment.method !== 'write_off' && !isRefund(payment)) {
    const given = (await moneyRepo.paymentsOf(ctx, [payment.agreementId]))
      .filter((p) => p.payer === payment.payer && p.method !== 'write_off' && p.id !== id)
      .reduce((sum, p) => sum + toCents(p.amount), 0n);
    if (given < 0n)
      throw badRequest(
        LOANER_MONEY_MESSAGES.paymentRefunded(PAYER_LABELS[payment.payer as Payer].toLowerCase()),
      );
  }
  await moneyRepo.deletePayment(ctx, id);
  await recordAudit(ctx, {
    entity: 'loan_agreement_payment',
    entityId: id,
    action: 'delete',
    before: { ...presentPayment(payment), agreement: row.agreement.number },
  });
}
