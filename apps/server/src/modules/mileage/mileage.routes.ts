import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  mileageLogCreateSchema,
  mileageLogListQuerySchema,
  mileageLogListResponseSchema,
  mileageLogSchema,
} from '@fleetdesk/contract/mileage';
import type { AppDeps } from '../../platform/deps';
import { errorResponses } from '../../platform/errors';
import { shopOf } from '../../platform/session';
import { paginated } from '../../platform/pagination';
import * as mileage from './mileage.service';

const tags = ['mileage'];

export const mileageRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.get(
    '/vehicles/mileage-logs/',
    {
      config: { permission: 'canViewMileage' },
      schema: {
        tags,
        summary: 'Mileage history, newest first (?vehicle={vin})',
        querystring: mileageLogListQuerySchema,
        response: { 200: mileageLogListResponseSchema, ...errorResponses },
      },
    },
    async (req) => {
      const { count, results } = await mileage.listMileageLogs(shopOf(req), req.query);
      return paginated(req.url, req.query, { count, results });
    },
  );

  app.post(
    '/vehicles/mileage-logs/',
    {
      config: { permission: 'canManageMileage' },
      schema: {
        tags,
        summary:
          "Record a reading; it becomes the vehicle's current mileage. A lower reading needs is_correction: true",
        body: mileageLogCreateSchema,
        response: { 201: mileageLogSchema, ...errorResponses },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await mileage.createMileageLog(shopOf(req), req.body)),
  );
};
