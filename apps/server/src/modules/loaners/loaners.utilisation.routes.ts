import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  UTILISATION_MAX_DAYS,
  utilisationQuerySchema,
  utilisationReplySchema,
} from '@fleetdesk/contract/loaner-utilisation';
import type { AppDeps } from '../../platform/deps';
import { errorResponses } from '../../platform/errors';
import { shopOf } from '../../platform/session';
import { utilisationReport } from './loaners.utilisation.service';

/** The loaner program at a glance (docs/api.md "Loaner money", utilisation). */
export const utilisationRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.get(
    '/loaners/reports/utilisation/',
    {
      config: { permission: 'canViewLoaners' },
      schema: {
        tags: ['loaners'],
        summary: `Each loaner's days out against its days in service, and what its agreements checked out in from..to (YYYY-MM-DD, both included, at most ${UTILISATION_MAX_DAYS} days) billed, collected and wrote off; by week and by month`,
        querystring: utilisationQuerySchema,
        response: { 200: utilisationReplySchema, ...errorResponses },
      },
    },
    async (req) => utilisationReport(shopOf(req), req.query),
  );
};
