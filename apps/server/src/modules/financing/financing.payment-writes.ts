import {
  FINANCING_MESSAGES,
  type FinancingPayment,
  type PaymentWrite,
} from '@fleetdesk/contract/financing';
import { addMonths } from '@fleetdesk/contract/rules/financing-dates';
import { HttpError, fieldError, notFound } from '../../platform/errors';
import { inTransaction, type ShopContext } from '../../platform/request-context';
import { recordEvent } from '../../platform/events';
import { recordAudit } from '../audit';
import { presentPayment } from './financing.presenter';
import * as payments from './financing.payments.repository';
import { shopToday } from '../../platform/shop-day';
import { vehicleIdsOfFinancings } from './financing.repository';
import { reachFinancing } from './financing.service';
import { recomputeFinancings } from './financing.status';

/**
 * Payment writes: record, correct, remove. Each recomputes its financing's totals, status and
 * remaining balance in the same transaction, replaying every payment (financing.status.ts).
 */

/** The financing a payment body names, locked; one the member cannot see is a field error. */
async function financingOfBody(ctx: ShopContext, id: number) {
  try {
    return await reachFinancing(ctx, id, { forUpdate: true });
  } catch (err) {
    if (err instanceof HttpError && err.statusCode === 404)
      throw fieldError('financing', (err.body.detail as string) ?? 'Not found.');
    throw err;
  }
}

/** The body's values; a date more than a year ahead is a typing slip (the schema refuses pre-1990). */
function valuesOf(body: PaymentWrite, today: string) {
  if (body.payment_date > addMonths(today, 12))
    throw fieldError('payment_date', FINANCING_MESSAGES.paymentDateTooLate);
  return {
    financingId: body.financing,
    paymentDate: body.payment_date,
    amountPaid: body.amount_paid,
    lateFee: body.late_fee,
    paymentMethod: body.payment_method,
    referenceNumber: body.reference_number,
    isLate: body.is_late,
    notes: body.notes,
  };
}

/** A payment of a financing the member may see, its financing locked; else the one 404. */
async function reachPayment(ctx: ShopContext, id: number) {
  const row = await payments.findPayment(ctx, id);
  if (!row) throw notFound('Payment not found');
  await reachFinancing(ctx, row.financing, { forUpdate: true });
  return presentPayment(row);
}

/** Records a payment and moves its financing's totals and status in the same transaction. */
export async function createPayment(
  ctx: ShopContext,
  body: PaymentWrite,
): Promise<FinancingPayment> {
  return inTransaction(ctx, async (tx) => {
    await financingOfBody(tx, body.financing);
    const today = await shopToday(tx.db);
    const id = await payments.insertPayment(tx, {
      ...valuesOf(body, today),
      createdBy: tx.userId,
    });
    await recomputeFinancings(tx, [body.financing], today);
    const created = presentPayment((await payments.findPayment(tx, id))!);
    await recordAudit(tx, {
      entity: 'financing_payment',
      entityId: id,
      action: 'create',
      after: created,
      vehicleIds: await vehicleIdsOfFinancings(tx, [body.financing]),
    });
    await recordEvent(tx, 'payment.saved', { id, financing: body.financing, record: created });
    return created;
  });
}

/** Corrects a payment (the whole body, as recorded); both financings it touched are replayed. */
export async function updatePayment(
  ctx: ShopContext,
  id: number,
  body: PaymentWrite,
): Promise<FinancingPayment> {
  return inTransaction(ctx, async (tx) => {
    const before = await reachPayment(tx, id);
    if (body.financing !== before.financing) await financingOfBody(tx, body.financing);
    const today = await shopToday(tx.db);
    await payments.updatePayment(tx, id, valuesOf(body, today));
    await recomputeFinancings(tx, [...new Set([before.financing, body.financing])], today);
    const after = presentPayment((await payments.findPayment(tx, id))!);
    await recordAudit(tx, {
      entity: 'financing_payment',
      entityId: id,
      action: 'update',
      before,
      after,
      vehicleIds: await vehicleIdsOfFinancings(tx, [before.financing, body.financing]),
    });
    await recordEvent(tx, 'payment.saved', { id, financing: body.financing, record: after });
    return after;
  });
}

/** Removes a payment recorded in error; its financing is replayed without it. */
export async function deletePayment(ctx: ShopContext, id: number): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    const before = await reachPayment(tx, id);
    await payments.deletePayment(tx, id);
    await recomputeFinancings(tx, [before.financing], await shopToday(tx.db));
    await recordAudit(tx, {
      entity: 'financing_payment',
      entityId: id,
      action: 'delete',
      before,
      vehicleIds: await vehicleIdsOfFinancings(tx, [before.financing]),
    });
  });
}
