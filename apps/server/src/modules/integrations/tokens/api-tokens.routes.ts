import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiTokenCreateSchema,
  apiTokenCreatedSchema,
  apiTokenListResponseSchema,
} from '@fleetdesk/contract/api-tokens';
import { idParamSchema, paginationQuerySchema } from '@fleetdesk/contract/common';
import type { AppDeps } from '../../../platform/deps';
import { errorResponses } from '../../../platform/errors';
import { noContent } from '../../../platform/openapi';
import { paginated } from '../../../platform/pagination';
import { shopOf } from '../../../platform/session';
import * as tokens from './api-tokens.service';

const tags = ['integrations'];

/**
 * The shop's API tokens (issue 25), for those who manage the shop. No token carries that
 * permission (API_TOKEN_PERMISSIONS), so no token manages tokens.
 */
export const apiTokensRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.get(
    '/integrations/tokens/',
    {
      config: { permission: 'canManageShopSettings' },
      schema: {
        tags,
        summary: "The shop's API tokens not revoked, newest first (never their keys)",
        querystring: paginationQuerySchema,
        response: { 200: apiTokenListResponseSchema, ...errorResponses },
      },
    },
    async (req) =>
      paginated(req.url, req.query, await tokens.listApiTokens(shopOf(req), req.query)),
  );

  app.post(
    '/integrations/tokens/',
    {
      config: { permission: 'canManageShopSettings' },
      schema: {
        tags,
        summary:
          'Create an API token with permissions you hold; the reply\u2019s `key` is shown this once',
        body: apiTokenCreateSchema,
        response: { 201: apiTokenCreatedSchema, ...errorResponses },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await tokens.createApiToken(shopOf(req), req.body)),
  );

  app.delete(
    '/integrations/tokens/:id/',
    {
      config: { permission: 'canManageShopSettings' },
      schema: {
        tags,
        summary: 'Revoke an API token: its key is refused from then on',
        params: idParamSchema,
        response: { 204: noContent('Revoked'), ...errorResponses },
      },
    },
    async (req, reply) => {
      await tokens.revokeApiToken(shopOf(req), req.params.id);
      return reply.status(204).send(null);
    },
  );
};
