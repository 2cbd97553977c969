import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  exportOptionsSchema,
  exportQuerySchema,
  financingSummaryQuerySchema,
  financingSummarySchema,
  type ExportType,
} from '@fleetdesk/contract/financing-export';
import type { AppDeps } from '../../platform/deps';
import { errorResponses } from '../../platform/errors';
import { fileReply } from '../../platform/openapi';
import { shopOf } from '../../platform/session';
import * as exports from './financing.export.service';
import { EXPORT_CONTENT_TYPES } from './financing.export.service';

const tags = ['financing'];

/** An export's file (the direct export's reply, and an export job's file). */
export const exportFileResponse = fileReply(
  'The file, streamed (csv, xlsx, json or iif), named by Content-Disposition: attachment',
  Object.values(EXPORT_CONTENT_TYPES),
  // json: one object per row, keyed like the columns.
  { [EXPORT_CONTENT_TYPES.json]: z.array(z.record(z.string(), z.unknown())) },
);

export const financingExportRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.get(
    '/vehicles/export/options/',
    {
      config: { permission: 'canViewFinancial' },
      schema: {
        tags,
        summary:
          "Export formats, date ranges, types, payment methods, the shop's GL accounts and classes",
        response: { 200: exportOptionsSchema, ...errorResponses },
      },
    },
    async (req) => exports.exportOptions(shopOf(req)),
  );

  app.get(
    '/vehicles/export/summary/',
    {
      config: { permission: 'canViewFinancial' },
      schema: {
        tags,
        summary:
          'Reports summary: financings by monthly payment, highest first (at most 1,000), with totals',
        querystring: financingSummaryQuerySchema,
        response: { 200: financingSummarySchema, ...errorResponses },
      },
    },
    async (req) => exports.financingSummary(shopOf(req), req.query),
  );

  const exportRoute = (type: ExportType, path: string, summary: string) =>
    app.get(
      path,
      {
        // The rows are read while the file is sent, a page at a time in short transactions.
        config: { permission: 'canViewFinancial' },
        schema: {
          tags,
          summary,
          querystring: exportQuerySchema,
          response: { 200: exportFileResponse, ...errorResponses },
        },
      },
      async (req, reply) => {
        const file = await exports.exportFile(shopOf(req), type, req.query);
        return reply
          .header('content-type', file.contentType)
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .header('cache-control', 'no-store')
          .send(file.stream);
      },
    );

  exportRoute(
    'financing',
    '/vehicles/export/financing/',
    'Financings whose term overlaps the dates (include_payments adds the payment summary); more than 5,000 rows: 413, run it as an export job',
  );
  exportRoute(
    'payments',
    '/vehicles/export/payments/',
    'Payments dated in the range (iif: QuickBooks Desktop transactions); more than 5,000 rows: 413, run it as an export job',
  );
};
