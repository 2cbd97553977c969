import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema } from '@fleetdesk/contract/common';
import {
  locationInputSchema,
  locationListResponseSchema,
  locationSchema,
  locationUpdateSchema,
  optionListQuerySchema,
} from '@fleetdesk/contract/shops';
import type { AppDeps } from '../../platform/deps';
import { errorResponses } from '../../platform/errors';
import { shopOf } from '../../platform/session';
import * as locations from './locations.service';
import { paginated } from '../../platform/pagination';

const tags = ['shops'];

export const locationsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.get(
    '/shops/locations/',
    {
      config: { permission: 'canViewBasic' },
      schema: {
        tags,
        summary: "The current shop's locations, by name",
        querystring: optionListQuerySchema,
        response: { 200: locationListResponseSchema, ...errorResponses },
      },
    },
    async (req) =>
      paginated(req.url, req.query, await locations.listLocations(shopOf(req), req.query)),
  );

  app.post(
    '/shops/locations/',
    {
      config: { permission: 'canManageShopSettings' },
      schema: {
        tags,
        summary: 'Add a location (name unique within the shop)',
        body: locationInputSchema,
        response: { 201: locationSchema, ...errorResponses },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await locations.createLocation(shopOf(req), req.body)),
  );

  app.patch(
    '/shops/locations/:id/',
    {
      config: { permission: 'canManageShopSettings' },
      schema: {
        tags,
        summary: 'Rename a location or change its address',
        params: idParamSchema,
        body: locationUpdateSchema,
        response: { 200: locationSchema, ...errorResponses },
      },
    },
    async (req) => locations.updateLocation(shopOf(req), req.params.id, req.body),
  );
};
