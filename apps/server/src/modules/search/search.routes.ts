import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchQuerySchema, searchResponseSchema } from '@fleetdesk/contract/search';
import type { AppDeps } from '../../platform/deps';
import { errorResponses } from '../../platform/errors';
import type { SearchProvider } from '../../platform/search-provider';
import { shopOf } from '../../platform/session';
import { searchAll } from './search.service';

/** GET /api/base/search/: the providers are handed in by the modules that own the data. */
export const searchRoutes =
  (providers: readonly SearchProvider[]): FastifyPluginAsyncZod<AppDeps> =>
  async (app, deps) => {
    app.get(
      '/base/search/',
      {
        // Token only (spec 1 section 2); each model is searched only if the member (or the API
        // token) may see it.
        config: { anyMember: true, apiTokens: true },
        schema: {
          tags: ['search'],
          summary:
            'Search every model the member may see (?q=, ?limit=), ranked by relevance x model weight',
          querystring: searchQuerySchema,
          response: { 200: searchResponseSchema, ...errorResponses },
        },
      },
      async (req) => searchAll(shopOf(req), deps.modules, providers, req.query),
    );
  };
