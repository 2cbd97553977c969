import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema } from '@fleetdesk/contract/common';
import { financingPaymentSchema, paymentCreateSchema } from '@fleetdesk/contract/financing';
import {
  paymentListQuerySchema,
  paymentListResponseSchema,
} from '@fleetdesk/contract/financing-lists';
import type { AppDeps } from '../../platform/deps';
import { errorResponses } from '../../platform/errors';
import { paginated } from '../../platform/pagination';
import { shopOf } from '../../platform/session';
import * as writes from './financing.payment-writes';
import * as payments from './financing.payments.service';

const tags = ['financing'];

/** /api/vehicles/financing-payments/ (spec 2 section 7). */
export const financingPaymentsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.get(
    '/vehicles/financing-payments/',
    {
      config: { permission: 'canViewFinancial' },
      schema: {
        tags,
        summary: 'Payments, newest payment date first (?financing={id}, ?vehicle={vin})',
        querystring: paymentListQuerySchema,
        response: { 200: paymentListResponseSchema, ...errorResponses },
      },
    },
    async (req) =>
      paginated(req.url, req.query, await payments.listPayments(shopOf(req), req.query)),
  );

  app.post(
    '/vehicles/financing-payments/',
    {
      config: { permission: 'canManageFinancial' },
      schema: {
        tags,
        summary:
          'Record a payment (payment_date from 1990 to a year ahead; the late fee counts only when late)',
        body: paymentCreateSchema,
        response: { 201: financingPaymentSchema, ...errorResponses },
      },
    },
    async (req, reply) => reply.status(201).send(await writes.createPayment(shopOf(req), req.body)),
  );

  app.put(
    '/vehicles/financing-payments/:id/',
    {
      config: { permission: 'canManageFinancial' },
      schema: {
        tags,
        summary: "Correct a payment (the whole body); its financing's balance is replayed",
        params: idParamSchema,
        body: paymentCreateSchema,
        response: { 200: financingPaymentSchema, ...errorResponses },
      },
    },
    async (req) => writes.updatePayment(shopOf(req), req.params.id, req.body),
  );

  app.delete(
    '/vehicles/financing-payments/:id/',
    {
      config: { permission: 'canManageFinancial' },
      schema: {
        tags,
        summary: "Remove a payment recorded in error; its financing's balance is replayed",
        params: idParamSchema,
        response: { 204: z.null().describe('Deleted'), ...errorResponses },
      },
    },
    async (req, reply) => {
      await writes.deletePayment(shopOf(req), req.params.id);
      return reply.status(204).send(null);
    },
  );
};
