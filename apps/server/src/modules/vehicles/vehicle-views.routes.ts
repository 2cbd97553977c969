import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema } from '@fleetdesk/contract/common';
import {
  vehicleViewInputSchema,
  vehicleViewListResponseSchema,
  vehicleViewPatchSchema,
  vehicleViewSchema,
} from '@fleetdesk/contract/vehicle-views';
import type { AppDeps } from '../../platform/deps';
import { errorResponses } from '../../platform/errors';
import { noContent } from '../../platform/openapi';
import { paginated } from '../../platform/pagination';
import { shopOf } from '../../platform/session';
import * as views from './vehicle-views.service';

const tags = ['vehicles'];
const config = { permission: 'canViewBasic' } as const;

/** A member's saved views of the vehicle list (only their own). */
export const vehicleViewsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.get(
    '/vehicles/views/',
    {
      config,
      schema: {
        tags,
        summary: "The member's saved views of the vehicle list, by name",
        response: { 200: vehicleViewListResponseSchema, ...errorResponses },
      },
    },
    async (req) => {
      const results = await views.listViews(shopOf(req));
      return paginated(
        req.url,
        { page: 1, page_size: Math.max(1, results.length) },
        { count: results.length, results },
      );
    },
  );

  app.post(
    '/vehicles/views/',
    {
      config,
      schema: {
        tags,
        summary: 'Save a view: a name, the filters, the ordering and the columns shown',
        body: vehicleViewInputSchema,
        response: { 201: vehicleViewSchema, ...errorResponses },
      },
    },
    async (req, reply) => reply.status(201).send(await views.createView(shopOf(req), req.body)),
  );

  app.patch(
    '/vehicles/views/:id/',
    {
      config,
      schema: {
        tags,
        summary: 'Rename a view, or save the list into it',
        params: idParamSchema,
        body: vehicleViewPatchSchema,
        response: { 200: vehicleViewSchema, ...errorResponses },
      },
    },
    async (req) => views.updateView(shopOf(req), req.params.id, req.body),
  );

  app.delete(
    '/vehicles/views/:id/',
    {
      config,
      schema: {
        tags,
        summary: 'Delete a view',
        params: idParamSchema,
        response: { 204: noContent('Deleted'), ...errorResponses },
      },
    },
    async (req, reply) => {
      await views.deleteView(shopOf(req), req.params.id);
      return reply.status(204).send(null);
    },
  );
};
