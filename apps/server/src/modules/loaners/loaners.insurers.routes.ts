import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema, paginatedSchema } from '@fleetdesk/contract/common';
import {
  insurerCreateSchema,
  insurerListQuerySchema,
  insurerPatchSchema,
  insurerSchema,
} from '@fleetdesk/contract/loaner-money';
import type { AppDeps } from '../../platform/deps';
import { errorResponses } from '../../platform/errors';
import { paginated } from '../../platform/pagination';
import { shopOf } from '../../platform/session';
import * as insurers from './loaners.insurers.service';

const tags = ['loaners'];

export const insurersRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.get(
    '/loaners/insurers/',
    {
      config: { permission: 'canViewLoaners' },
      schema: {
        tags,
        summary: 'The shop’s insurers by name (?search=), each with its open balance',
        querystring: insurerListQuerySchema,
        response: { 200: paginatedSchema(insurerSchema), ...errorResponses },
      },
    },
    async (req) =>
      paginated(req.url, req.query, await insurers.listInsurers(shopOf(req), req.query)),
  );

  app.post(
    '/loaners/insurers/',
    {
      config: { permission: 'canManageLoaners' },
      schema: {
        tags,
        summary: 'Add an insurer (its name is unique in the shop, whatever its case)',
        body: insurerCreateSchema,
        response: { 201: insurerSchema, ...errorResponses },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await insurers.createInsurer(shopOf(req), req.body)),
  );

  app.get(
    '/loaners/insurers/:id/',
    {
      config: { permission: 'canViewLoaners' },
      schema: {
        tags,
        summary: 'An insurer with its open balance',
        params: idParamSchema,
        response: { 200: insurerSchema, ...errorResponses },
      },
    },
    async (req) => insurers.getInsurer(shopOf(req), req.params.id),
  );

  app.patch(
    '/loaners/insurers/:id/',
    {
      config: { permission: 'canManageLoaners' },
      schema: {
        tags,
        summary: 'Edit an insurer (its day rule applies to agreements that choose it from now on)',
        params: idParamSchema,
        body: insurerPatchSchema,
        response: { 200: insurerSchema, ...errorResponses },
      },
    },
    async (req) => insurers.patchInsurer(shopOf(req), req.params.id, req.body),
  );
};
