import type { PaymentHistory, VariancePeriod, VarianceReply } from '@fleetdesk/contract/financing';
import type { PaymentListQuery } from '@fleetdesk/contract/financing-lists';
import { fromCents, toCents } from '@fleetdesk/contract/money';
import {
  periodStart,
  varianceRows,
  varianceSummary,
} from '@fleetdesk/contract/rules/financing-variance';
import { pageWindow } from '../../platform/pagination';
import type { ShopContext } from '../../platform/request-context';
import { reachVehicle } from '../vehicles';
import { presentPayment } from './financing.presenter';
import * as payments from './financing.payments.repository';
import { shopToday } from '../../platform/shop-day';
import { reachFinancing } from './financing.service';

/** Payments: the list, the history of one financing and its variance (docs/api.md). */

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
  const today = await shopToday(ctx.db);
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
