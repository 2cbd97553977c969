import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  sampleCategoryListResponseSchema,
  sampleItemListResponseSchema,
} from '@fleetdesk/contract/sample';
import { optionListQuerySchema } from '@fleetdesk/contract/shops';
import type { AppDeps } from '../../platform/deps';
import { errorResponses } from '../../platform/errors';
import { paginated } from '../../platform/pagination';
import { shopOf } from '../../platform/session';
import * as sample from './sample.service';

const tags = ['sample'];

/** The sample module's data (spec 1 section 7): any member of the shop may read it. */
export const sampleRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.get(
    '/sample-module/categories/',
    {
      config: { anyMember: true },
      schema: {
        tags,
        summary: 'Sample categories by name, each with its item count',
        querystring: optionListQuerySchema,
        response: { 200: sampleCategoryListResponseSchema, ...errorResponses },
      },
    },
    async (req) =>
      paginated(req.url, req.query, await sample.listCategories(shopOf(req), req.query)),
  );

  app.get(
    '/sample-module/items/',
    {
      config: { anyMember: true },
      schema: {
        tags,
        summary: 'The 10 most recently updated sample items, newest first',
        response: { 200: sampleItemListResponseSchema, ...errorResponses },
      },
    },
    async (req) => sample.recentItems(shopOf(req)),
  );
};
