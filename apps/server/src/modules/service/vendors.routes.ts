import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema } from '@fleetdesk/contract/common';
import {
  vendorCreateSchema,
  vendorListQuerySchema,
  vendorListResponseSchema,
  vendorPatchSchema,
  vendorSchema,
} from '@fleetdesk/contract/service';
import type { AppDeps } from '../../platform/deps';
import { errorResponses } from '../../platform/errors';
import { shopOf } from '../../platform/session';
import { paginated } from '../../platform/pagination';
import * as vendors from './vendors.service';

const tags = ['vendors'];

export const vendorsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.get(
    '/vendors/vendors/',
    {
      config: { permission: 'canViewService' },
      schema: {
        tags,
        summary:
          "The shop's vendors by name (?vendor_type=vehicle_service, ?search=); all of them unless page_size is given",
        querystring: vendorListQuerySchema,
        response: { 200: vendorListResponseSchema, ...errorResponses },
      },
    },
    async (req) => {
      const { count, results } = await vendors.listVendors(shopOf(req), req.query);
      return paginated(req.url, req.query, { count, results });
    },
  );

  app.post(
    '/vendors/vendors/',
    {
      config: { permission: 'canManageService' },
      schema: {
        tags,
        summary: 'Add a vendor',
        body: vendorCreateSchema,
        response: { 201: vendorSchema, ...errorResponses },
      },
    },
    async (req, reply) => reply.status(201).send(await vendors.createVendor(shopOf(req), req.body)),
  );

  app.get(
    '/vendors/vendors/:id/',
    {
      config: { permission: 'canViewService' },
      schema: {
        tags,
        summary: 'A vendor',
        params: idParamSchema,
        response: { 200: vendorSchema, ...errorResponses },
      },
    },
    async (req) => vendors.getVendor(shopOf(req), req.params.id),
  );

  app.patch(
    '/vendors/vendors/:id/',
    {
      config: { permission: 'canManageService' },
      schema: {
        tags,
        summary: 'Change a vendor',
        params: idParamSchema,
        body: vendorPatchSchema,
        response: { 200: vendorSchema, ...errorResponses },
      },
    },
    async (req) => vendors.patchVendor(shopOf(req), req.params.id, req.body),
  );
};
