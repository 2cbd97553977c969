import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema } from '@fleetdesk/contract/common';
import { chargeCreateSchema, chargeSchema } from '@fleetdesk/contract/loaner-agreements';
import type { AppDeps } from '../../platform/deps';
import { errorResponses } from '../../platform/errors';
import { fileReply, noContent } from '../../platform/openapi';
import { shopOf } from '../../platform/session';
import { contentDisposition } from '../documents';
import * as charges from './loaners.charges.service';

const tags = ['loaners'];

export const chargesRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.post(
    '/loaners/agreements/:id/charges/',
    {
      config: { permission: 'canManageLoanerCharges' },
      schema: {
        tags,
        summary: 'Add a manual charge (damage, cleaning, other) and who pays it',
        params: idParamSchema,
        body: chargeCreateSchema,
        response: { 201: chargeSchema, ...errorResponses },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await charges.addCharge(shopOf(req), req.params.id, req.body)),
  );

  app.delete(
    '/loaners/charges/:id/',
    {
      config: { permission: 'canManageLoanerCharges' },
      schema: {
        tags,
        summary: 'Delete a manual charge (computed and imported charges stay)',
        params: idParamSchema,
        response: { 204: noContent('Deleted'), ...errorResponses },
      },
    },
    async (req, reply) => {
      await charges.deleteCharge(shopOf(req), req.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/loaners/agreements/:id/statement/',
    {
      config: { permission: 'canViewLoaners' },
      schema: {
        tags,
        summary: "The agreement's statement (PDF): charges, the insurer's share and the customer's",
        params: idParamSchema,
        response: {
          200: fileReply('The statement', ['application/pdf']),
          ...errorResponses,
        },
      },
    },
    async (req, reply) => {
      const statement = await charges.agreementStatement(shopOf(req), deps, req.params.id);
      return reply
        .headers({
          'content-type': 'application/pdf',
          'content-disposition': contentDisposition('inline', statement.filename),
          'x-content-type-options': 'nosniff',
          'cache-control': 'private, no-store',
        })
        .send(statement.pdf);
    },
  );
};
