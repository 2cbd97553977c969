import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema, paginatedSchema } from '@fleetdesk/contract/common';
import {
  agreementCreateSchema,
  agreementListQuerySchema,
  agreementPatchSchema,
  agreementSchema,
} from '@fleetdesk/contract/loaner-agreements';
import type { AppDeps } from '../../platform/deps';
import { errorResponses } from '../../platform/errors';
import { paginated } from '../../platform/pagination';
import { shopOf } from '../../platform/session';
import * as agreements from './loaners.agreements.service';

const tags = ['loaners'];

export const agreementsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/loaners/agreements/',
    {
      config: { permission: 'canViewLoaners' },
      schema: {
        tags,
        summary:
          'Loan agreements, latest start first (?status=, ?vehicle={vin}, ?customer=, ?overdue=true, ?search= number, RO, claim, customer, plate)',
        querystring: agreementListQuerySchema,
        response: { 200: paginatedSchema(agreementSchema), ...errorResponses },
      },
    },
    async (req) =>
      paginated(req.url, req.query, await agreements.listAgreements(shopOf(req), deps, req.query)),
  );

  app.post(
    '/loaners/agreements/',
    {
      config: { permission: 'canManageLoaners' },
      schema: {
        tags,
        summary:
          'Reserve a loaner for a repair order (numbered LA-00001 per shop; rates default from the settings; an overlapping period is a 409)',
        body: agreementCreateSchema,
        response: { 201: agreementSchema, ...errorResponses },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await agreements.createAgreement(shopOf(req), deps, req.body)),
  );

  app.get(
    '/loaners/agreements/:id/',
    {
      config: { permission: 'canViewLoaners' },
      schema: {
        tags,
        summary: 'A loan agreement with its damage, charges, totals and signed agreement',
        params: idParamSchema,
        response: { 200: agreementSchema, ...errorResponses },
      },
    },
    async (req) => agreements.agreementDetail(shopOf(req), deps, req.params.id),
  );

  app.patch(
    '/loaners/agreements/:id/',
    {
      config: { permission: 'canManageLoaners' },
      schema: {
        tags,
        summary: 'Change the terms and period of a reserved or out agreement',
        params: idParamSchema,
        body: agreementPatchSchema,
        response: { 200: agreementSchema, ...errorResponses },
      },
    },
    async (req) => agreements.patchAgreement(shopOf(req), deps, req.params.id, req.body),
  );
};
