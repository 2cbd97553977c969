import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  serviceRecordCreateSchema,
  serviceRecordListQuerySchema,
  serviceRecordListResponseSchema,
  serviceRecordSchema,
} from '@fleetdesk/contract/service';
import type { AppDeps } from '../../platform/deps';
import { errorResponses } from '../../platform/errors';
import { shopOf } from '../../platform/session';
import { paginated } from '../../platform/pagination';
import * as service from './service.service';

const tags = ['service'];

export const serviceRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.get(
    '/vehicles/service-records/',
    {
      config: { permission: 'canViewService' },
      schema: {
        tags,
        summary: 'Service history, newest service date first (?vehicle={vin})',
        querystring: serviceRecordListQuerySchema,
        response: { 200: serviceRecordListResponseSchema, ...errorResponses },
      },
    },
    async (req) => {
      const { count, results } = await service.listServiceRecords(shopOf(req), req.query);
      return paginated(req.url, req.query, { count, results });
    },
  );

  app.post(
    '/vehicles/service-records/',
    {
      config: { permission: 'canManageService' },
      schema: {
        tags,
        summary:
          'Record a service; a mileage at service above the current mileage is also logged as a reading',
        body: serviceRecordCreateSchema,
        response: { 201: serviceRecordSchema, ...errorResponses },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await service.createServiceRecord(shopOf(req), req.body)),
  );
};
