import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema } from '@fleetdesk/contract/common';
import { agreementSchema } from '@fleetdesk/contract/loaner-agreements';
import {
  authorizationCreateSchema,
  paymentCreateSchema,
  refundCreateSchema,
} from '@fleetdesk/contract/loaner-money';
import type { AppDeps } from '../../platform/deps';
import { errorResponses } from '../../platform/errors';
import { noContent } from '../../platform/openapi';
import { shopOf } from '../../platform/session';
import * as money from './loaners.money.service';

const tags = ['loaners'];

export const moneyRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.post(
    '/loaners/agreements/:id/authorizations/',
    {
      config: { permission: 'canManageLoaners' },
      schema: {
        tags,
        summary:
          'Add an insurer authorization or extension (days at a daily rate, defaulting to the agreement’s insurer rate); answers the agreement',
        params: idParamSchema,
        body: authorizationCreateSchema,
        response: { 201: agreementSchema, ...errorResponses },
      },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(await money.addAuthorization(shopOf(req), deps, req.params.id, req.body)),
  );

  app.post(
    '/loaners/agreements/:id/payments/',
    {
      config: { permission: 'canManageLoanerCharges' },
      schema: {
        tags,
        summary:
          'Record a payment from the customer or the insurer, or a write-off (with a reason); never above that payer’s balance. Answers the agreement',
        params: idParamSchema,
        body: paymentCreateSchema,
        response: { 201: agreementSchema, ...errorResponses },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await money.addPayment(shopOf(req), deps, req.params.id, req.body)),
  );

  app.post(
    '/loaners/agreements/:id/refunds/',
    {
      config: { permission: 'canManageLoanerCharges' },
      schema: {
        tags,
        summary:
          'Record money given back to a payer who paid more than they owe; never above that payer’s credit. Listed with the payments as a negative amount. Answers the agreement',
        params: idParamSchema,
        body: refundCreateSchema,
        response: { 201: agreementSchema, ...errorResponses },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await money.addRefund(shopOf(req), deps, req.params.id, req.body)),
  );

  app.delete(
    '/loaners/payments/:id/',
    {
      config: { permission: 'canManageLoanerCharges' },
      schema: {
        tags,
        summary:
          'Remove a payment recorded by mistake (its amount is owed again) or a refund (its amount is credited again)',
        params: idParamSchema,
        response: { 204: noContent('Deleted'), ...errorResponses },
      },
    },
    async (req, reply) => {
      await money.deletePayment(shopOf(req), req.params.id);
      return reply.status(204).send(null);
    },
  );
};
