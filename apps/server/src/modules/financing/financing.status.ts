import { financingBalance } from '@fleetdesk/contract/rules/financing-balance';
import { shopToday } from '../../platform/shop-day';
import { financingPaymentStatus } from '@fleetdesk/contract/rules/financing-variance';
import { paymentFactsOf } from './financing.payments.repository';
import * as repo from './financing.repository';
import type { ShopScope } from './financing.repository';

/**
 * The stored payment status (financings.payment_status and its counts) and the remaining balance:
 * computed with the contract's rules, the same the web and the variance call use, from every
 * payment of the financing (so an edit or a delete replays them all), and written with the change
 * that moves them, or once a day (status_as_of) since time alone moves them too.
 */

const BATCH = 1000;

type Terms = Awaited<ReturnType<typeof repo.termsOf>>[number];

async function computeAndStore(ctx: ShopScope, terms: Terms[], today: string) {
  const facts = await paymentFactsOf(
    ctx,
    terms.map((t) => t.id),
  );
  const byFinancing = new Map<number, typeof facts>();
  for (const f of facts) {
    const list = byFinancing.get(f.financingId);
    if (list) list.push(f);
    else byFinancing.set(f.financingId, [f]);
  }
  await repo.storeStatuses(
    ctx,
    today,
    terms.map((t) => {
      const payments = byFinancing.get(t.id) ?? [];
      const status = financingPaymentStatus(t, payments, today);
      return {
        id: t.id,
        ...status,
        ...financingBalance(t, payments, today, status.missing_count),
      };
    }),
  );
}

/** Recomputes the given financings now (call it in the transaction of the write). */
export async function recomputeFinancings(ctx: ShopScope, ids: number[], today: string) {
  await computeAndStore(ctx, await repo.termsOf(ctx, ids), today);
}

/**
 * Brings every financing of the shop whose status was computed before `today` up to date, a
 * batch at a time. The dashboard calls it before reading; the daily reminders job may too.
 */
export async function refreshFinancingStatuses(ctx: ShopScope, today?: string): Promise<number> {
  const day = today ?? (await shopToday(ctx.db));
  let refreshed = 0;
  for (;;) {
    const stale = await repo.staleFinancings(ctx, day, BATCH);
    if (stale.length === 0) return refreshed;
    await computeAndStore(ctx, stale, day);
    refreshed += stale.length;
  }
}
