import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema, paginatedSchema } from '@fleetdesk/contract/common';
import {
  customerCreateSchema,
  customerListQuerySchema,
  customerPatchSchema,
  customerSchema,
} from '@fleetdesk/contract/loaners';
import type { AppDeps } from '../../platform/deps';
import { errorResponses } from '../../platform/errors';
import { paginated } from '../../platform/pagination';
import { shopOf } from '../../platform/session';
import * as customers from './loaners.customers.service';

const tags = ['loaners'];

export const customersRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.get(
    '/loaners/customers/',
    {
      config: { permission: 'canViewLoaners' },
      schema: {
        tags,
        summary: 'Customers (borrowers) by name (?search= name, phone, e-mail, licence number)',
        querystring: customerListQuerySchema,
        response: { 200: paginatedSchema(customerSchema), ...errorResponses },
      },
    },
    async (req) =>
      paginated(req.url, req.query, await customers.listCustomers(shopOf(req), req.query)),
  );

  app.post(
    '/loaners/customers/',
    {
      config: { permission: 'canManageLoaners' },
      schema: {
        tags,
        summary: 'Add a customer',
        body: customerCreateSchema,
        response: { 201: customerSchema, ...errorResponses },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await customers.createCustomer(shopOf(req), req.body)),
  );

  app.get(
    '/loaners/customers/:id/',
    {
      config: { permission: 'canViewLoaners' },
      schema: {
        tags,
        summary: 'A customer with their balance due',
        params: idParamSchema,
        response: { 200: customerSchema, ...errorResponses },
      },
    },
    async (req) => customers.getCustomer(shopOf(req), req.params.id),
  );

  app.patch(
    '/loaners/customers/:id/',
    {
      config: { permission: 'canManageLoaners' },
      schema: {
        tags,
        summary: 'Edit a customer (do_not_lend with do_not_lend_reason marks them do-not-lend)',
        params: idParamSchema,
        body: customerPatchSchema,
        response: { 200: customerSchema, ...errorResponses },
      },
    },
    async (req) => customers.patchCustomer(shopOf(req), req.params.id, req.body),
  );
};
