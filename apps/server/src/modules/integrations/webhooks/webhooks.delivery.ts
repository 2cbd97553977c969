import type { FastifyBaseLogger } from 'fastify';
import { WEBHOOK_MESSAGES } from '@fleetdesk/contract/webhooks';
import type { Db } from '../../../platform/database/client';
import { inScope } from '../../../platform/tenancy';
import { notifyUsers } from '../../notifications';
import { activeMembersWithPermissions } from '../../shops';
import * as repo from './webhooks.repository';
import { sendWebhook } from './webhooks.send';

export type DeliveryDeps = {
  db: Db;
  /** WEBHOOK_ALLOW_PRIVATE: tests and closed networks may deliver to private addresses. */
  allowPrivate: boolean;
  /** The first retry's delay; each next one doubles, up to an hour. */
  retryBaseMs: number;
  now?: () => Date;
  signal?: AbortSignal;
  isStopping?: () => boolean;
};

/** How long one attempt owns a delivery: a sender that dies mid-attempt frees it after this. */
const CLAIM_MS = 2 * 60_000;
/** Retried for a day; after that the event is given up and its endpoint disabled. */
export const GIVE_UP_AFTER_MS = 24 * 3_600_000;
const MAX_RETRY_MS = 3_600_000;

export const retryDelayMs = (base: number, attempts: number) =>
  Math.min(base * 2 ** Math.max(attempts - 1, 0), MAX_RETRY_MS);

export type ShopDeliveryResult = { delivered: number; failed: number; disabled: number };

/**
 * Sends what the shop's active endpoints have due, each endpoint's events one at a time and in
 * order: a failed head waits for its retry and holds back those behind it. Claim, send and mark
 * are separate short transactions (the mail outbox's pattern, docs/decisions/0012), so a
 * delivery is marked delivered once and never sent again after a 2xx is recorded.
 */
export async function deliverShopWebhooks(
  deps: DeliveryDeps,
  shopId: number,
): Promise<ShopDeliveryResult> {
  const now = deps.now ?? (() => new Date());
  const scoped = <T>(work: (db: Db) => Promise<T>) =>
    inScope(deps.db, { shopId, userId: null }, work);
  const result: ShopDeliveryResult = { delivered: 0, failed: 0, disabled: 0 };
  const endpoints = await scoped((db) => repo.endpointsWithPending({ db, shopId }));
  for (const endpoint of endpoints) {
    while (!deps.isStopping?.()) {
      const at = now();
      const delivery = await scoped((db) =>
        repo.claimHead({ db, shopId }, endpoint.id, at, new Date(at.getTime() + CLAIM_MS)),
      );
      if (!delivery) break;
      const outcome = await sendWebhook(
        { url: endpoint.url, secret: endpoint.secret, ...delivery },
        { allowPrivate: deps.allowPrivate, now: now(), signal: deps.signal },
      );
      if (outcome.delivered) {
        await scoped((db) =>
          repo.markDelivered({ db, shopId }, delivery.id, outcome.responseCode, now()),
        );
        result.delivered++;
        continue;
      }
      result.failed++;
      const failingFor = now().getTime() - delivery.firstAttemptAt.getTime();
      if (failingFor < GIVE_UP_AFTER_MS) {
        const retryAt = new Date(
          now().getTime() + retryDelayMs(deps.retryBaseMs, delivery.attempts),
        );
        await scoped((db) => repo.markAttemptFailed({ db, shopId }, delivery.id, outcome, retryAt));
      } else {
        await scoped((db) => giveUp(db, shopId, endpoint, delivery.id, outcome));
        result.disabled++;
      }
      break;
    }
  }
  return result;
}

/** A day of failures: the event is given up, the endpoint disabled, the administrators told. */
async function giveUp(
  db: Db,
  shopId: number,
  endpoint: repo.EndpointRow,
  deliveryId: number,
  outcome: { responseCode: number | null; error: string },
) {
  await repo.markAttemptFailed({ db, shopId }, deliveryId, outcome, null);
  await repo.updateEndpoint({ db, shopId }, endpoint.id, {
    isActive: false,
    disabledReason: WEBHOOK_MESSAGES.disabledAfterFailures,
  });
  const admins = (await activeMembersWithPermissions(db, shopId))
    .filter((m) => m.isSuperuser || m.permissions.has('canManageShopSettings'))
    .map((m) => m.userId);
  if (admins.length === 0) return;
  await notifyUsers(
    { db, shopId, userId: null },
    {
      userIds: admins,
      title: 'Webhook disabled',
      message: `Deliveries to ${endpoint.url} failed for a day, so the endpoint was disabled. Fix the receiver, then enable it again.`,
      severity: 'critical',
      priority: 'action_required',
      actionUrl: '/settings/integrations/webhooks',
      actionText: 'Open webhooks',
      source: 'integrations',
    },
  );
}

/** Every shop's id: the runner visits each in its own scope (shops is not a tenant table). */
export type ShopIds = (db: Db) => Promise<number[]>;

/**
 * This process's webhook sender: kicked for a shop after a change or a test is committed, and
 * every tick for every shop (an event queued by a request, a retry coming due, deliveries left
 * by a process that stopped). One pass at a time; `stop` aborts the attempt in flight, which is
 * then retried.
 */
export function webhookRunner(
  deps: Omit<DeliveryDeps, 'signal' | 'isStopping'> & { log: FastifyBaseLogger; shopIds: ShopIds },
) {
  const abort = new AbortController();
  let running: Promise<void> | null = null;
  const asked = new Set<number | 'all'>();
  const stopping = () => abort.signal.aborted;

  async function drain() {
    while (asked.size > 0 && !stopping()) {
      const next = asked.has('all') ? 'all' : asked.values().next().value!;
      asked.delete(next);
      const shops = next === 'all' ? await deps.shopIds(deps.db) : [next];
      for (const shopId of shops) {
        if (stopping()) return;
        await deliverShopWebhooks({ ...deps, signal: abort.signal, isStopping: stopping }, shopId);
      }
    }
  }

  function start(): Promise<void> {
    running = drain()
      .catch((err: unknown) => {
        if (!stopping()) deps.log.error({ err }, 'webhook delivery failed');
      })
      .finally(() => {
        running = null;
        if (asked.size > 0 && !stopping()) void start();
      });
    return running;
  }

  return {
    kick(shopId?: number): Promise<void> {
      if (stopping()) return Promise.resolve();
      asked.add(shopId ?? 'all');
      return running ?? start();
    },
    async stop(): Promise<void> {
      abort.abort();
      await running;
    },
  };
}
