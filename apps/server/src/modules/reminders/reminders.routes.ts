import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  REMINDER_MESSAGES,
  reminderPreviewSchema,
  reminderRunRequestSchema,
  reminderRunStartedSchema,
  reminderStatusSchema,
} from '@fleetdesk/contract/reminders';
import type { AppDeps } from '../../platform/deps';
import { errorResponses } from '../../platform/errors';
import { createMailer } from '../../platform/mail/mailer';
import type { ReminderSource } from '../../platform/reminder-source';
import { shopOf } from '../../platform/session';
import * as service from './reminders.service';

const tags = ['reminders'];

/** The reminders job on the diagnostics page: its state, and "Run reminders now". */
export const remindersRoutes =
  (sources: readonly ReminderSource[]): FastifyPluginAsyncZod<AppDeps> =>
  async (app, deps) => {
    const mailer = createMailer(deps.config);
    const running = new Set<Promise<void>>();
    const toStart = new WeakMap<object, () => Promise<void>>();
    // A run started from here finishes before the database closes.
    app.addHook('onClose', async () => {
      await Promise.allSettled(running);
      mailer.close();
    });

    app.get(
      '/reminders/runs/',
      {
        config: { permission: 'canViewModuleSettings' },
        schema: {
          tags,
          summary:
            'The daily reminders in the current shop: whether e-mail is configured, the outbox, the latest runs',
          response: { 200: reminderStatusSchema, ...errorResponses },
        },
      },
      async (req) => service.reminderStatus(shopOf(req), deps.config),
    );

    app.post(
      '/reminders/run/',
      {
        config: { permission: 'canManageShopSettings' },
        // The route's onSend runs after the session's, which has committed the request's
        // transaction (the lease) by then: the run starts here, whatever then happens to the
        // client's connection (onResponse never runs for a client gone before the reply ends,
        // and the lease would stay held until it expired).
        onSend: async (req, reply, payload) => {
          const run = toStart.get(req);
          toStart.delete(req);
          // A failed commit turned the 202 into a 500: no lease, no run.
          if (run && reply.statusCode === 202 && req.requestTransaction?.ended) {
            const done = run().finally(() => running.delete(done));
            running.add(done);
          }
          return payload;
        },
        schema: {
          tags,
          summary:
            'Run the daily reminders now for the current shop, on its today (the CLI runs them for every shop); 409 while such a run is in progress; with preview, what a run on date would send (200), sending nothing',
          body: reminderRunRequestSchema,
          response: {
            200: reminderPreviewSchema,
            202: reminderRunStartedSchema,
            ...errorResponses,
          },
        },
      },
      async (req, reply) => {
        if (req.body.preview)
          return reply.send(await service.previewReminders(shopOf(req), sources, req.body.date));
        const run = await service.startRunNow(
          shopOf(req),
          { db: deps.db, config: deps.config, mailer, sources },
          req.log,
          req.body.date,
        );
        toStart.set(req, run);
        return reply.status(202).send({ started: true, detail: REMINDER_MESSAGES.started });
      },
    );
  };
