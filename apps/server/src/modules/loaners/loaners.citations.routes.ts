import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  badRequestResponseSchema,
  idParamSchema,
  paginatedSchema,
} from '@fleetdesk/contract/common';
import {
  citationAttachSchema,
  citationImportReplySchema,
  citationListQuerySchema,
  citationSchema,
} from '@fleetdesk/contract/loaner-citations';
import { blankAsUndefined, booleanFlag } from '@fleetdesk/contract/vehicle-fields';
import type { AppDeps } from '../../platform/deps';
import { errorResponses } from '../../platform/errors';
import { paginated } from '../../platform/pagination';
import { shopOf } from '../../platform/session';
import { readUploadForm } from '../../platform/upload-body';
import * as citations from './loaners.citations.service';

const tags = ['loaners'];

const importQuerySchema = z.object({
  dry_run: z.preprocess(blankAsUndefined, booleanFlag().optional()),
});

/** Tolls and tickets (docs/api.md "Loaners": citations import). */
export const loanerCitationsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.post(
    '/loaners/citations/import/',
    {
      config: { permission: 'canManageLoanerCharges', uploadFields: z.object({}) },
      schema: {
        tags,
        summary:
          'Import a toll or ticket file (multipart `file`: CSV plate,occurred_at,amount,kind,agency,reference with a header row; ?dry_run=true previews)',
        querystring: importQuerySchema,
        response: {
          200: citationImportReplySchema,
          ...errorResponses,
          // A file with an invalid row is refused whole, with every row's result.
          400: z.union([citationImportReplySchema, badRequestResponseSchema]),
        },
      },
    },
    async (req) => {
      const form = await readUploadForm(req);
      return citations.importCitations(shopOf(req), form.file, req.query.dry_run ?? false);
    },
  );

  app.get(
    '/loaners/citations/',
    {
      config: { permission: 'canViewLoaners' },
      schema: {
        tags,
        summary:
          "The shop's tolls and tickets, latest first (?matched=false: those left to settle)",
        querystring: citationListQuerySchema,
        response: { 200: paginatedSchema(citationSchema), ...errorResponses },
      },
    },
    async (req) =>
      paginated(req.url, req.query, await citations.listCitations(shopOf(req), req.query)),
  );

  app.post(
    '/loaners/citations/:id/attach/',
    {
      config: { permission: 'canManageLoanerCharges' },
      schema: {
        tags,
        summary:
          'Attach an unmatched citation to an agreement that is out or returned: a charge of its kind, billed to the customer',
        params: idParamSchema,
        body: citationAttachSchema,
        response: { 200: citationSchema, ...errorResponses },
      },
    },
    async (req) => citations.attachCitation(shopOf(req), req.params.id, req.body.agreement),
  );
};
