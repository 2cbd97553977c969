import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema, paginatedSchema } from '@fleetdesk/contract/common';
import {
  customerCreateSchema,
  customerDocumentSchema,
  customerListQuerySchema,
  customerPatchSchema,
  customerSchema,
} from '@fleetdesk/contract/loaners';
import { fileLinkQuerySchema } from '@fleetdesk/contract/documents';
import { customerDetailSchema } from '@fleetdesk/contract/loaner-agreements';
import { customerDocumentFieldsSchema } from '@fleetdesk/contract/loaner-citations';
import type { AppDeps } from '../../platform/deps';
import { fileReply } from '../../platform/openapi';
import { STORED_CONTENT_TYPES } from '../documents';
import { readUploadForm } from '../../platform/upload-body';
import { openCustomerDocument, uploadCustomerDocument } from './loaners.customer-documents';
import { errorResponses } from '../../platform/errors';
import { paginated } from '../../platform/pagination';
import { shopOf } from '../../platform/session';
import * as customers from './loaners.customers.service';

const tags = ['loaners'];

export const customersRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
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
        summary: 'A customer with their balance due, their documents and their agreements',
        params: idParamSchema,
        response: { 200: customerDetailSchema, ...errorResponses },
      },
    },
    async (req) => customers.customerDetail(shopOf(req), deps, req.params.id),
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

  app.post(
    '/loaners/customers/:id/upload_document/',
    {
      config: { permission: 'canManageLoaners', uploadFields: customerDocumentFieldsSchema },
      schema: {
        tags,
        summary:
          "Add a customer's licence, insurance card or other paper (multipart: file (PDF or image), document_type licence|insurance_card|other; at most 20 MB)",
        params: idParamSchema,
        response: { 201: customerDocumentSchema, ...errorResponses },
      },
    },
    async (req, reply) => {
      const created = await uploadCustomerDocument(shopOf(req), deps, req.params.id, () =>
        readUploadForm(req),
      );
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/loaners/customer-documents/:id/',
    {
      // The signature in the link is the credential (the member is checked as they are now).
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          "A customer's document through its signed link (exp, sig; download=1 forces a download)",
        params: idParamSchema,
        querystring: fileLinkQuerySchema,
        response: {
          200: fileReply('The file, streamed', STORED_CONTENT_TYPES),
          ...errorResponses,
        },
      },
    },
    async (req, reply) => {
      const file = await openCustomerDocument(deps, req.params.id, req.query);
      return reply.headers(file.headers).send(file.stream);
    },
  );
};
