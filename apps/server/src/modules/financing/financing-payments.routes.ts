import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { financingPaymentSchema, paymentCreateSchema } from '@fleetdesk/contract/financing';
import {
  paymentListQuerySchema,
  paymentListResponseSchema,
} from '@fleetdesk/contract/financing-lists';
import type { AppDeps } from '../../platform/deps';
import { errorResponses } from '../../platform/errors';
import { paginated } from '../../platform/pagination';
import { shopOf } from '../../platform/session';
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
          'Record a payment (payment_date defaults to today, the late fee counts only when late)',
        body: paymentCreateSchema,
        response: { 201: financingPaymentSchema, ...errorResponses },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await payments.createPayment(shopOf(req), req.body)),
  );
};
