import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { boardQuerySchema, boardReplySchema } from '@fleetdesk/contract/loaner-board';
import type { AppDeps } from '../../platform/deps';
import { errorResponses } from '../../platform/errors';
import { sendJsonText } from '../../platform/json-text';
import { shopOf } from '../../platform/session';
import { BOARD_MAX_DAYS, loanerBoardJson } from './loaners.board';

/** The availability board (docs/api.md "Loaners"). */
export const loanerBoardRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.get(
    '/loaners/board/',
    {
      config: { permission: 'canViewLoaners' },
      schema: {
        tags: ['loaners'],
        summary: `Every loaner that is not archived, its state now and the agreements touching the days from..to (YYYY-MM-DD, both included, at most ${BOARD_MAX_DAYS} days)`,
        querystring: boardQuerySchema,
        response: { 200: boardReplySchema, ...errorResponses },
      },
    },
    async (req, reply) => sendJsonText(reply, await loanerBoardJson(shopOf(req), req.query)),
  );
};
