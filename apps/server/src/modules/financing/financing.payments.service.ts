import {
  FINANCING_MESSAGES,
  type FinancingPayment,
  type PaymentHistory,
  type PaymentWrite,
  type VariancePeriod,
  type VarianceReply,
} from '@fleetdesk/contract/financing';
import { addMonths } from '@fleetdesk/contract/rules/financing-dates';
import type { PaymentListQuery } from '@fleetdesk/contract/financing-lists';
import { fromCents, toCents } from '@fleetdesk/contract/money';
import {
  periodStart,
  varianceRows,
  varianceSummary,
} from '@fleetdesk/contract/rules/financing-variance';
import { HttpError, fieldError } from '../../platform/errors';
import { pageWindow } from '../../platform/pagination';
import { inTransaction, type ShopContext } from '../../platform/request-context';
import { recordAudit } from '../audit';
import { reachVehicle } from '../vehicles';
import { presentPayment } from './financing.presenter';
import * as payments from './financing.payments.repository';
import { dbToday } from './financing.repository';
import { reachFinancing } from './financing.service';
import { recomputeFinancings } from './financing.status';

/** Payments: list, record, the history of one financing and its variance (docs/api.md). */

export async function listPayments(ctx: ShopContext, query: PaymentListQuery) {
  const vehicleId = query.vehicle ? (await reachVehicle(ctx, query.vehicle)).id : undefined;
  if (query.financing !== undefined) await reachFinancing(ctx, query.financing);
  const { count, results } = await payments.listPayments(ctx, {
    financingId: query.financing,
    vehicleId,
    ...pageWindow(query),
  });
  return { count, results: results.map(presentPayment) };
}

/** Records a payment and moves its financing's totals and status in the same transaction. */
export async function createPayment(
  ctx: ShopContext,
  body: PaymentWrite,
): Promise<FinancingPayment> {
  return inTransaction(ctx, async (tx) => {
    try {
      await reachFinancing(tx, body.financing, { forUpdate: true });
    } catch (err) {
      if (err instanceof HttpError && err.statusCode === 404)
        throw fieldError('financing', (err.body.detail as string) ?? 'Not found.');
      throw err;
    }
    const today = await dbToday(tx.db);
    // A date more than a year ahead is a typing slip (the schema refuses those before 1990).
    if (body.payment_date > addMonths(today, 12))
      throw fieldError('payment_date', FINANCING_MESSAGES.paymentDateTooLate);
    const id = await payments.insertPayment(tx, {
      financingId: body.financing,
      paymentDate: body.payment_date,
      amountPaid: body.amount_paid,
      lateFee: body.late_fee,
      paymentMethod: body.payment_method,
      referenceNumber: body.reference_number,
      isLate: body.is_late,
      notes: body.notes,
      createdBy: tx.userId,
    });
    await recomputeFinancings(tx, [body.financing], today);
    const created = presentPayment((await payments.findPayment(tx, id))!);
    await recordAudit(tx, {
      entity: 'financing_payment',
      entityId: id,
      action: 'create',
      after: created,
    });
    return created;
  });
}

export async function paymentHistory(ctx: ShopContext, id: number): Promise<PaymentHistory> {
  await reachFinancing(ctx, id);
  const list = (await payments.paymentsOfFinancing(ctx, id)).map(presentPayment);
  return {
    financing: id,
    payments: list,
    total_paid: fromCents(list.reduce((sum, p) => sum + toCents(p.total_payment), 0n)),
    payment_count: list.length,
  };
}

/** The month rows of the period (by scheduled date) and its unscheduled payments (by date). */
export async function variance(
  ctx: ShopContext,
  id: number,
  period: VariancePeriod,
): Promise<VarianceReply> {
  const financing = await reachFinancing(ctx, id);
  const rows = await payments.paymentsOfFinancing(ctx, id);
  const today = await dbToday(ctx.db);
  const result = varianceRows(financing, rows, today);
  const from = periodStart(period, today);
  const shown = result.rows.filter((r) => from === null || r.scheduled_date >= from);
  return {
    financing: id,
    period,
    summary: varianceSummary(shown),
    rows: shown,
    unscheduled: result.unscheduled
      .filter((p) => from === null || p.payment_date >= from)
      .map(presentPayment),
  };
}
