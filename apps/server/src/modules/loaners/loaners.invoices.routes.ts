import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema, paginatedSchema } from '@fleetdesk/contract/common';
import {
  invoiceCreateSchema,
  invoiceListItemSchema,
  invoiceListQuerySchema,
  invoiceSchema,
  invoiceVoidSchema,
  receivablesQuerySchema,
  receivablesSchema,
} from '@fleetdesk/contract/loaner-invoices';
import type { AppDeps } from '../../platform/deps';
import { errorResponses } from '../../platform/errors';
import { fileReply } from '../../platform/openapi';
import { paginated } from '../../platform/pagination';
import { shopOf } from '../../platform/session';
import { contentDisposition } from '../documents';
import * as invoices from './loaners.invoices.service';
import { RECEIVABLES_CONTENT_TYPES, receivables, receivablesFile } from './loaners.receivables';

const tags = ['loaners'];

export const invoicesRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/loaners/invoices/',
    {
      config: { permission: 'canViewLoaners' },
      schema: {
        tags,
        summary: 'Invoices to insurers, newest first (?insurer=&status=)',
        querystring: invoiceListQuerySchema,
        response: { 200: paginatedSchema(invoiceListItemSchema), ...errorResponses },
      },
    },
    async (req) =>
      paginated(req.url, req.query, await invoices.listInvoices(shopOf(req), req.query)),
  );

  app.post(
    '/loaners/invoices/',
    {
      config: { permission: 'canManageLoanerCharges' },
      schema: {
        tags,
        summary:
          'Invoice an insurer for returned agreements of theirs on no other live invoice (the amounts are frozen)',
        body: invoiceCreateSchema,
        response: { 201: invoiceSchema, ...errorResponses },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await invoices.createInvoice(shopOf(req), req.body)),
  );

  app.get(
    '/loaners/invoices/:id/',
    {
      config: { permission: 'canViewLoaners' },
      schema: {
        tags,
        summary: 'An invoice with its agreements, paid and balance',
        params: idParamSchema,
        response: { 200: invoiceSchema, ...errorResponses },
      },
    },
    async (req) => invoices.getInvoice(shopOf(req), req.params.id),
  );

  app.get(
    '/loaners/invoices/:id/pdf/',
    {
      config: { permission: 'canViewLoaners' },
      schema: {
        tags,
        summary: 'The invoice as a PDF',
        params: idParamSchema,
        response: { 200: fileReply('The invoice', ['application/pdf']), ...errorResponses },
      },
    },
    async (req, reply) => {
      const file = await invoices.invoiceFile(shopOf(req), deps, req.params.id);
      return reply
        .headers({
          'content-type': 'application/pdf',
          'content-disposition': contentDisposition('inline', file.filename),
          'x-content-type-options': 'nosniff',
          'cache-control': 'private, no-store',
        })
        .send(file.pdf);
    },
  );

  app.post(
    '/loaners/invoices/:id/send/',
    {
      config: { permission: 'canManageLoanerCharges' },
      schema: {
        tags,
        summary: "E-mail the invoice's PDF to the insurer's billing address (through the outbox)",
        params: idParamSchema,
        response: { 200: invoiceSchema, ...errorResponses },
      },
    },
    async (req) => invoices.sendInvoice(shopOf(req), deps, req.params.id),
  );

  app.post(
    '/loaners/invoices/:id/void/',
    {
      config: { permission: 'canManageLoanerCharges' },
      schema: {
        tags,
        summary: 'Void an invoice (with a reason): it keeps its number and frees its agreements',
        params: idParamSchema,
        body: invoiceVoidSchema,
        response: { 200: invoiceSchema, ...errorResponses },
      },
    },
    async (req) => invoices.voidInvoice(shopOf(req), req.params.id, req.body.reason),
  );

  app.get(
    '/loaners/receivables/',
    {
      config: { permission: 'canViewLoaners' },
      schema: {
        tags,
        summary:
          'What insurers and customers owe, aged 0–30, 31–60, 61–90 and over 90 days (?format=csv|xlsx for the file)',
        querystring: receivablesQuerySchema,
        response: {
          200: fileReply(
            'The receivables (JSON), or the file named by Content-Disposition: attachment',
            ['application/json', ...Object.values(RECEIVABLES_CONTENT_TYPES)],
            { 'application/json': receivablesSchema },
          ),
          ...errorResponses,
        },
      },
    },
    async (req, reply) => {
      const ctx = shopOf(req);
      if (!req.query.format) return reply.send(await receivables(ctx));
      const file = await receivablesFile(ctx, req.query.format);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(file.stream);
    },
  );
};
