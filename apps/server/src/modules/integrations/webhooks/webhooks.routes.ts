import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema } from '@fleetdesk/contract/common';
import {
  webhookCreatedSchema,
  webhookCreateSchema,
  webhookDeliveriesQuerySchema,
  webhookDeliveriesSchema,
  webhookListSchema,
  webhookSchema,
  webhookUpdateSchema,
} from '@fleetdesk/contract/webhooks';
import type { AppDeps } from '../../../platform/deps';
import { errorResponses } from '../../../platform/errors';
import { tickWhileServing } from '../../../platform/jobs/scheduler';
import { shopOf } from '../../../platform/session';
import { webhookRunner } from './webhooks.delivery';
import { allShopIds } from './webhooks.repository';
import * as webhooks from './webhooks.service';

const tags = ['integrations'];
const BASE = '/integrations/webhooks/';
const permission = 'canManageShopSettings';

/**
 * A shop's webhook endpoints and their delivery log (docs/api.md "Webhooks"). This process's
 * runner sends the events: right after Send test commits, and every WEBHOOK_TICK_SECONDS for every
 * shop (events recorded by other modules' changes, retries coming due, what a restart left).
 */
export const webhooksRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const settings = { allowPrivate: deps.config.WEBHOOK_ALLOW_PRIVATE };
  const runner = webhookRunner({
    db: deps.db,
    allowPrivate: settings.allowPrivate,
    retryBaseMs: deps.config.WEBHOOK_RETRY_SECONDS * 1000,
    log: app.log,
    shopIds: allShopIds,
  });
  const tickSeconds = deps.config.WEBHOOK_TICK_SECONDS;
  tickWhileServing(app, {
    name: 'webhook delivery',
    tickMs: tickSeconds === null ? null : tickSeconds * 1000,
    tick: () => runner.kick(),
    stop: () => runner.stop(),
  });

  app.get(
    BASE,
    {
      config: { permission },
      schema: {
        tags,
        summary: "The shop's webhook endpoints, each with its last delivery (the secret never)",
        response: { 200: webhookListSchema, ...errorResponses },
      },
    },
    async (req) => webhooks.listWebhooks(shopOf(req)),
  );

  app.post(
    BASE,
    {
      config: { permission },
      schema: {
        tags,
        summary:
          'Add an endpoint: an http(s) URL on a public address and the events it receives; the reply carries its signing secret, shown this once',
        body: webhookCreateSchema,
        response: { 201: webhookCreatedSchema, ...errorResponses },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await webhooks.createWebhook(shopOf(req), settings, req.body)),
  );

  app.patch(
    `${BASE}:id/`,
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Change an endpoint: URL, events, enabled (enabling clears an automatic disable)',
        params: idParamSchema,
        body: webhookUpdateSchema,
        response: { 200: webhookSchema, ...errorResponses },
      },
    },
    async (req) => webhooks.updateWebhook(shopOf(req), settings, req.params.id, req.body),
  );

  app.delete(
    `${BASE}:id/`,
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Remove an endpoint and its delivery log',
        params: idParamSchema,
        response: { 204: z.null().describe('Removed'), ...errorResponses },
      },
    },
    async (req, reply) => {
      await webhooks.deleteWebhook(shopOf(req), req.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    `${BASE}:id/test/`,
    {
      config: { permission },
      // After the session's onSend has committed the test event: the runner can see it.
      onSend: async (req, reply, payload) => {
        if (reply.statusCode === 202 && req.requestTransaction?.ended && req.shop)
          void runner.kick(req.shop.shopId);
        return payload;
      },
      schema: {
        tags,
        summary: 'Send test: a webhook.test event queued for this endpoint and sent at once',
        params: idParamSchema,
        response: { 202: z.object({ queued: z.literal(true) }), ...errorResponses },
      },
    },
    async (req, reply) => {
      await webhooks.sendTestEvent(shopOf(req), req.params.id);
      return reply.status(202).send({ queued: true });
    },
  );

  app.get(
    `${BASE}:id/deliveries/`,
    {
      config: { permission },
      schema: {
        tags,
        summary:
          "An endpoint's delivery log, newest first: event, status, response code, attempts, times",
        params: idParamSchema,
        querystring: webhookDeliveriesQuerySchema,
        response: { 200: webhookDeliveriesSchema, ...errorResponses },
      },
    },
    async (req) => webhooks.listWebhookDeliveries(shopOf(req), req.params.id, req.url, req.query),
  );
};
