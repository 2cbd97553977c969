import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema } from '@fleetdesk/contract/common';
import {
  exportJobFileQuerySchema,
  exportJobRequestSchema,
  exportJobSchema,
} from '@fleetdesk/contract/financing-export-jobs';
import type { AppDeps } from '../../platform/deps';
import { errorResponses } from '../../platform/errors';
import { tickWhileServing } from '../../platform/jobs/scheduler';
import { shopOf } from '../../platform/session';
import { exportJobRunner } from './financing.export-jobs.runner';
import * as jobs from './financing.export-jobs.service';
import { exportFileResponse } from './financing.export.routes';

const tags = ['financing'];
const BASE = '/vehicles/financing/export-jobs/';

/**
 * Exports too large for one request (docs/api.md "Export jobs"). This process's runner writes
 * the jobs: started for a shop when one is created, and every minute for every shop (a job
 * queued before a restart, or left by a process that died, is picked up again).
 */
export const financingExportJobsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const runner = exportJobRunner({ ...deps, log: app.log });
  // Stopped before the server waits for its open requests: a job stops after the batch it is
  // writing.
  tickWhileServing(app, {
    name: 'export jobs',
    tick: async () => {
      await runner.kick();
      await runner.removeOld();
    },
    stop: () => runner.stop(),
  });

  app.post(
    BASE,
    {
      config: { permission: 'canViewFinancial' },
      // After the session's onSend has committed the job: the runner can see it.
      onSend: async (req, reply, payload) => {
        if (reply.statusCode === 202 && req.requestTransaction?.ended && req.shop)
          void runner.kick(req.shop.shopId);
        return payload;
      },
      schema: {
        tags,
        summary:
          'Start an export as a job (any size; needed above 5,000 rows): written in the background, followed with GET',
        body: exportJobRequestSchema,
        response: { 202: exportJobSchema, ...errorResponses },
      },
    },
    async (req, reply) =>
      reply.status(202).send(await jobs.startExportJob(shopOf(req), deps.config, req.body)),
  );

  app.get(
    `${BASE}:id/`,
    {
      config: { permission: 'canViewFinancial' },
      schema: {
        tags,
        summary:
          "One of the member's export jobs: status, rows done of the total, and once done a signed link to the file",
        params: idParamSchema,
        response: { 200: exportJobSchema, ...errorResponses },
      },
    },
    async (req) => jobs.exportJob(shopOf(req), deps.config, req.params.id),
  );

  app.get(
    `${BASE}:id/file/`,
    {
      // The signature in the link is the credential (as a document's file link).
      config: { access: 'public' },
      schema: {
        tags,
        summary: "A finished export job's file through its signed link (exp, sig)",
        params: idParamSchema,
        querystring: exportJobFileQuerySchema,
        response: {
          200: exportFileResponse,
          ...errorResponses,
        },
      },
    },
    async (req, reply) => {
      const file = await jobs.openJobFile(deps, req.params.id, req.query);
      return reply.headers(file.headers).send(file.stream);
    },
  );
};
