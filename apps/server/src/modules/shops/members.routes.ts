import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema } from '@fleetdesk/contract/common';
import {
  memberListQuerySchema,
  memberListResponseSchema,
  memberSchema,
  memberUpdateSchema,
} from '@fleetdesk/contract/shops';
import type { AppDeps } from '../../platform/deps';
import { errorResponses } from '../../platform/errors';
import { shopOf } from '../../platform/session';
import * as members from './members.service';
import { paginated } from '../../platform/pagination';

const tags = ['shops'];

/** Shop administration: who is a member, with which role and which single permissions. */
export const membersRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.get(
    '/shops/members/',
    {
      config: { permission: 'canManageShopSettings' },
      schema: {
        tags,
        summary:
          "The current shop's members (`search` in username, e-mail and name): role, activity, last activity, grants, withdrawals and effective permissions",
        querystring: memberListQuerySchema,
        response: { 200: memberListResponseSchema, ...errorResponses },
      },
    },
    async (req) => paginated(req.url, req.query, await members.listMembers(shopOf(req), req.query)),
  );

  app.patch(
    '/shops/members/:id/',
    {
      config: { permission: 'canManageShopSettings' },
      schema: {
        tags,
        summary: "Change a member's role or activity, or replace their grants / withdrawals",
        params: idParamSchema,
        body: memberUpdateSchema,
        response: { 200: memberSchema, ...errorResponses },
      },
    },
    async (req) => members.updateMember(shopOf(req), req.params.id, req.body),
  );
};
