import { randomUUID } from 'node:crypto';
import {
  WEBHOOK_MESSAGES,
  WEBHOOK_TEST_EVENT,
  type Webhook,
  type WebhookCreated,
  type webhookCreateSchema,
  type WebhookDeliveries,
  type webhookUpdateSchema,
} from '@fleetdesk/contract/webhooks';
import type { z } from 'zod';
import { eventBody } from '../../../platform/events';
import { badRequest, fieldError, notFound } from '../../../platform/errors';
import { type PageQuery, pageWindow, paginated } from '../../../platform/pagination';
import type { ShopContext } from '../../../platform/request-context';
import { checkDestination } from './webhooks.address';
import { presentDelivery, presentWebhook } from './webhooks.presenter';
import * as repo from './webhooks.repository';
import { newWebhookSecret } from './webhooks.signature';

type Create = z.output<typeof webhookCreateSchema>;
type Update = z.output<typeof webhookUpdateSchema>;
export type WebhookSettings = { allowPrivate: boolean };

/** The URL as saved, or a 400 on `url` saying why it cannot be a webhook's destination. */
async function acceptedUrl(raw: string, settings: WebhookSettings): Promise<string> {
  const destination = await checkDestination(raw, settings.allowPrivate);
  if (!destination.ok) throw fieldError('url', destination.message);
  return destination.url.toString();
}

async function endpointOf(ctx: ShopContext, id: number) {
  const row = await repo.findEndpoint(ctx, id);
  if (!row) throw notFound();
  return row;
}

export async function listWebhooks(ctx: ShopContext): Promise<Webhook[]> {
  const [rows, last] = await Promise.all([repo.listEndpoints(ctx), repo.lastDeliveries(ctx)]);
  return rows.map((row) => presentWebhook(row, last.get(row.id)));
}

/** A new endpoint; its secret is in this reply only. */
export async function createWebhook(
  ctx: ShopContext,
  settings: WebhookSettings,
  input: Create,
): Promise<WebhookCreated> {
  const url = await acceptedUrl(input.url, settings);
  const secret = newWebhookSecret();
  const row = await repo.insertEndpoint(ctx, { url, events: input.events, secret });
  return { ...presentWebhook(row, undefined), secret };
}

/** Enabling an endpoint the delivery disabled clears why; its waiting events then go out. */
export async function updateWebhook(
  ctx: ShopContext,
  settings: WebhookSettings,
  id: number,
  input: Update,
): Promise<Webhook> {
  await endpointOf(ctx, id);
  const url = input.url === undefined ? undefined : await acceptedUrl(input.url, settings);
  const row = await repo.updateEndpoint(ctx, id, {
    url,
    events: input.events,
    isActive: input.is_active,
    ...(input.is_active === true ? { disabledReason: null } : {}),
  });
  const last = await repo.lastDeliveries(ctx);
  return presentWebhook(row!, last.get(id));
}

export async function deleteWebhook(ctx: ShopContext, id: number): Promise<void> {
  if (!(await repo.deleteEndpoint(ctx, id))) throw notFound();
}

/** Send test: a `webhook.test` event queued for this endpoint (sent once the request commits). */
export async function sendTestEvent(ctx: ShopContext, id: number): Promise<void> {
  const endpoint = await endpointOf(ctx, id);
  if (!endpoint.isActive) throw badRequest(WEBHOOK_MESSAGES.testDisabled);
  const eventId = randomUUID();
  const body = eventBody(
    { id: eventId, type: WEBHOOK_TEST_EVENT, createdAt: new Date() },
    { webhook: endpoint.id, message: 'A test event sent from Fleetdesk.' },
  );
  await repo.insertTestDelivery(ctx, endpoint.id, { id: eventId, body });
}

export async function listWebhookDeliveries(
  ctx: ShopContext,
  id: number,
  url: string,
  query: PageQuery,
): Promise<WebhookDeliveries> {
  await endpointOf(ctx, id);
  const page = await repo.listDeliveries(ctx, id, pageWindow(query));
  return paginated(url, query, { count: page.count, results: page.results.map(presentDelivery) });
}
