import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema } from '@fleetdesk/contract/common';
import {
  financingFormSchema,
  financingSchema,
  paymentHistorySchema,
  varianceReplySchema,
} from '@fleetdesk/contract/financing';
import {
  financingAnalyticsQuerySchema,
  financingAnalyticsSchema,
  financingDashboardQuerySchema,
  financingDashboardSchema,
  financingListQuerySchema,
  financingListResponseSchema,
  varianceQuerySchema,
} from '@fleetdesk/contract/financing-lists';
import type { AppDeps } from '../../platform/deps';
import { errorResponses } from '../../platform/errors';
import { paginated } from '../../platform/pagination';
import { shopOf } from '../../platform/session';
import { financingAnalytics } from './financing.analytics';
import { financingDashboard } from './financing.dashboard';
import * as payments from './financing.payments.service';
import * as financing from './financing.service';

const tags = ['financing'];
const read = { permission: 'canViewFinancial' } as const;
const write = { permission: 'canManageFinancial' } as const;

/**
 * /api/vehicles/financing/ (spec 2 section 7, docs/api.md). Reads that may refresh the stored
 * payment status (a new day) say writesOnRead.
 */
export const financingRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.get(
    '/vehicles/financing/',
    {
      config: { ...read, writesOnRead: true },
      schema: {
        tags,
        summary: 'Financings, newest start date first (?vehicle={vin}, page_size up to 1000)',
        querystring: financingListQuerySchema,
        response: { 200: financingListResponseSchema, ...errorResponses },
      },
    },
    async (req) =>
      paginated(req.url, req.query, await financing.listFinancings(shopOf(req), req.query)),
  );

  app.post(
    '/vehicles/financing/',
    {
      config: write,
      schema: {
        tags,
        summary: 'Add a loan or lease on one or more vehicles (the form payload plus vehicles)',
        body: financingFormSchema,
        response: { 201: financingSchema, ...errorResponses },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await financing.createFinancing(shopOf(req), req.body)),
  );

  // Before /:id/ in the file as in the router (a static segment wins there anyway).
  app.get(
    '/vehicles/financing/dashboard/',
    {
      config: { ...read, writesOnRead: true },
      schema: {
        tags,
        summary:
          'Dashboard: tiles, type counts and a page of cards (?search, ?type=all|loan|lease, ?ordering=end_date|monthly_payment|vehicle, - for descending)',
        querystring: financingDashboardQuerySchema,
        response: { 200: financingDashboardSchema, ...errorResponses },
      },
    },
    async (req) => financingDashboard(shopOf(req), req.url, req.query),
  );

  app.get(
    '/vehicles/financing/analytics/',
    {
      config: { ...read, writesOnRead: true },
      schema: {
        tags,
        summary:
          'Analytics: key metrics, payment performance, cost efficiency, risk, portfolio, top 6 payment methods (?range=month|quarter|year|all)',
        querystring: financingAnalyticsQuerySchema,
        response: { 200: financingAnalyticsSchema, ...errorResponses },
      },
    },
    async (req) => financingAnalytics(shopOf(req), req.query.range),
  );

  app.get(
    '/vehicles/financing/:id/',
    {
      config: read,
      schema: {
        tags,
        summary:
          'One financing with its payments (newest first) and its payment status as of today',
        params: idParamSchema,
        response: { 200: financingSchema, ...errorResponses },
      },
    },
    async (req) => financing.getFinancing(shopOf(req), req.params.id),
  );

  app.put(
    '/vehicles/financing/:id/',
    {
      config: write,
      schema: {
        tags,
        summary: 'Update a financing (the whole form payload plus vehicles)',
        params: idParamSchema,
        body: financingFormSchema,
        response: { 200: financingSchema, ...errorResponses },
      },
    },
    async (req) => financing.updateFinancing(shopOf(req), req.params.id, req.body),
  );

  app.delete(
    '/vehicles/financing/:id/',
    {
      config: write,
      schema: {
        tags,
        summary: 'Delete a financing without payments (409 when it has any)',
        params: idParamSchema,
        response: { 204: z.null().describe('Deleted'), ...errorResponses },
      },
    },
    async (req, reply) => {
      await financing.deleteFinancing(shopOf(req), req.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/vehicles/financing/:id/payment_history/',
    {
      config: read,
      schema: {
        tags,
        summary: 'Payments of a financing, newest first, with the total paid and the count',
        params: idParamSchema,
        response: { 200: paymentHistorySchema, ...errorResponses },
      },
    },
    async (req) => payments.paymentHistory(shopOf(req), req.params.id),
  );

  app.get(
    '/vehicles/financing/:id/variance/',
    {
      config: read,
      schema: {
        tags,
        summary:
          'Scheduled against actual payments per month (?period=last6months|last12months|all)',
        params: idParamSchema,
        querystring: varianceQuerySchema,
        response: { 200: varianceReplySchema, ...errorResponses },
      },
    },
    async (req) => payments.variance(shopOf(req), req.params.id, req.query.period),
  );
};
