import { shopToday } from '../../platform/shop-day';
import {
  FINANCING_MESSAGES,
  type Financing,
  type FinancingWrite,
} from '@fleetdesk/contract/financing';
import type { FinancingListQuery } from '@fleetdesk/contract/financing-lists';
import { financingPaymentStatus } from '@fleetdesk/contract/rules/financing-variance';
import { HttpError, conflict, fieldError, notFound } from '../../platform/errors';
import { pageWindow } from '../../platform/pagination';
import { inTransaction, type ShopContext } from '../../platform/request-context';
import { recordEvent } from '../../platform/events';
import { recordAudit } from '../audit';
import { reachVehicle } from '../vehicles';
import { presentFinancing, presentPayment } from './financing.presenter';
import { paymentsOfFinancing } from './financing.payments.repository';
import * as repo from './financing.repository';
import { recomputeFinancings, refreshFinancingStatuses } from './financing.status';

/** Financing use cases: list, detail, create, update, delete (spec 2 section 7, docs/api.md). */

export async function listFinancings(ctx: ShopContext, query: FinancingListQuery) {
  const vehicleId = query.vehicle ? (await reachVehicle(ctx, query.vehicle)).id : undefined;
  await refreshFinancingStatuses(ctx);
  const { count, results } = await repo.listFinancings(ctx, { vehicleId, ...pageWindow(query) });
  return { count, results: results.map((row) => presentFinancing(row)) };
}

/** A financing the member may see, or the one 404 for unknown, another shop's and hidden. */
export async function reachFinancing(
  ctx: ShopContext,
  id: number,
  opts: { forUpdate?: boolean } = {},
) {
  const row = await repo.findFinancing(ctx, id, opts);
  if (!row) throw notFound(FINANCING_MESSAGES.notFound);
  return row;
}

/** The detail: its payments (newest first) and a payment_status computed from them now. */
export async function getFinancing(ctx: ShopContext, id: number): Promise<Financing> {
  const row = await reachFinancing(ctx, id);
  const payments = await paymentsOfFinancing(ctx, id);
  const { next_due_date: _next, ...paymentStatus } = financingPaymentStatus(
    row,
    payments,
    await shopToday(ctx.db),
  );
  return presentFinancing(row, { paymentStatus, payments: payments.map(presentPayment) });
}

/** The form's VINs as vehicle ids; one the member cannot reach is a field error, not a 404. */
async function vehicleIdsOf(ctx: ShopContext, vins: string[]): Promise<number[]> {
  const ids: number[] = [];
  for (const vin of vins) {
    try {
      ids.push((await reachVehicle(ctx, vin, { forUpdate: true })).id);
    } catch (err) {
      if (err instanceof HttpError && err.statusCode === 404)
        throw fieldError('vehicles', `${FINANCING_MESSAGES.vehicleInvalid}: ${vin}`);
      throw err;
    }
  }
  return ids;
}

const valuesOf = (body: FinancingWrite): repo.FinancingValues => ({
  financingType: body.financing_type,
  isActive: body.is_active,
  monthlyPayment: body.monthly_payment,
  startDate: body.start_date,
  endDate: body.end_date,
  lenderName: body.lender_name,
  loanNumber: body.loan_number,
  loanAmount: body.loan_amount,
  interestRate: body.interest_rate,
  openingBalance: body.opening_balance,
  leasingCompany: body.leasing_company,
  leaseType: body.lease_type,
  mileageAllowance: body.mileage_allowance,
  excessMileageRate: body.excess_mileage_rate,
  glAccount: body.gl_account,
  quickbooksClass: body.quickbooks_class,
  notes: body.notes,
});

export async function createFinancing(ctx: ShopContext, body: FinancingWrite): Promise<Financing> {
  const id = await inTransaction(ctx, async (tx) => {
    const vehicleIds = await vehicleIdsOf(tx, body.vehicles);
    const id = await repo.insertFinancing(tx, valuesOf(body));
    await repo.setFinancingVehicles(tx, id, vehicleIds);
    await recomputeFinancings(tx, [id], await shopToday(tx.db));
    const record = presentFinancing((await repo.findFinancing(tx, id))!);
    await recordAudit(tx, {
      entity: 'financing',
      entityId: id,
      action: 'create',
      vehicleIds,
      after: record,
    });
    await recordEvent(tx, 'financing.saved', { id, record });
    return id;
  });
  return getFinancing(ctx, id);
}

export async function updateFinancing(
  ctx: ShopContext,
  id: number,
  body: FinancingWrite,
): Promise<Financing> {
  await inTransaction(ctx, async (tx) => {
    const before = presentFinancing(await reachFinancing(tx, id, { forUpdate: true }));
    const vehicleIds = await vehicleIdsOf(tx, body.vehicles);
    const linkedBefore = await repo.vehicleIdsOfFinancings(tx, [id]);
    await repo.updateFinancing(tx, id, valuesOf(body));
    await repo.setFinancingVehicles(tx, id, vehicleIds);
    await recomputeFinancings(tx, [id], await shopToday(tx.db));
    const record = presentFinancing((await repo.findFinancing(tx, id))!);
    await recordAudit(tx, {
      entity: 'financing',
      entityId: id,
      action: 'update',
      before,
      vehicleIds: [...linkedBefore, ...(await repo.vehicleIdsOfFinancings(tx, [id]))],
      after: record,
    });
    await recordEvent(tx, 'financing.saved', { id, record });
  });
  return getFinancing(ctx, id);
}

/** Only a financing without payments may be deleted (financial rows are never lost). */
export async function deleteFinancing(ctx: ShopContext, id: number): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    const before = presentFinancing(await reachFinancing(tx, id, { forUpdate: true }));
    if (await repo.hasPayments(tx, id)) throw conflict(FINANCING_MESSAGES.hasPayments);
    const vehicleIds = await repo.vehicleIdsOfFinancings(tx, [id]);
    await repo.deleteFinancing(tx, id);
    await recordAudit(tx, {
      entity: 'financing',
      entityId: id,
      action: 'delete',
      before,
      vehicleIds,
    });
  });
}
