import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema } from '@fleetdesk/contract/common';
import {
  issueCreateSchema,
  issueListQuerySchema,
  issueListResponseSchema,
  issuePatchSchema,
  issueSchema,
} from '@fleetdesk/contract/issues';
import type { AppDeps } from '../../platform/deps';
import { errorResponses } from '../../platform/errors';
import { paginated } from '../../platform/pagination';
import { shopOf } from '../../platform/session';
import * as issues from './issues.service';

const tags = ['inspections'];
const path = '/vehicles/issues/';
/** Writing issues: adding or editing vehicles' records, as docs/api.md "Fleet records" says. */
const WRITE = ['canAdd', 'canEdit'] as const;

export const issuesRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    path,
    {
      config: { permission: 'canViewBasic' },
      schema: {
        tags,
        summary: 'Issues, open first (?vehicle={vin}&status=open|resolved)',
        querystring: issueListQuerySchema,
        response: { 200: issueListResponseSchema, ...errorResponses },
      },
    },
    async (req) =>
      paginated(req.url, req.query, await issues.listIssues(shopOf(req), deps.config, req.query)),
  );

  app.post(
    path,
    {
      config: { permission: [...WRITE] },
      schema: {
        tags,
        summary: 'Open an issue on a vehicle (assigned to a member of the shop, or nobody)',
        body: issueCreateSchema,
        response: { 201: issueSchema, ...errorResponses },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await issues.createIssue(shopOf(req), deps.config, req.body)),
  );

  app.patch(
    `${path}:id/`,
    {
      config: { permission: [...WRITE] },
      schema: {
        tags,
        summary: 'Change, assign, resolve (status resolved, with a resolution) or reopen an issue',
        params: idParamSchema,
        body: issuePatchSchema,
        response: { 200: issueSchema, ...errorResponses },
      },
    },
    async (req) => issues.updateIssue(shopOf(req), deps.config, req.params.id, req.body),
  );
};
