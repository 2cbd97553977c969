import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  COST_REPORT_MAX_MONTHS,
  costReportQuerySchema,
  costReportSchema,
} from '@fleetdesk/contract/cost-reports';
import type { AppDeps } from '../../platform/deps';
import { errorResponses } from '../../platform/errors';
import { fileReply } from '../../platform/openapi';
import { shopOf } from '../../platform/session';
import { SHEET_CONTENT_TYPES } from '../../platform/export-writers';
import { costReport, costReportFile } from './cost-reports.service';

/** What the fleet cost over a period (docs/api.md "Cost reports"). */
export const costReportsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.get(
    '/vehicles/reports/costs/',
    {
      config: { permission: 'canViewBasic' },
      schema: {
        tags: ['vehicles'],
        summary: `Service, fuel, financing, insurance and registration costs, miles and cost per mile of the whole months from..to (at most ${COST_REPORT_MAX_MONTHS}), by vehicle (paged by VIN), type, location or month; financing and insurance need canViewFinancial (null otherwise, and not in the total); ?format=csv|xlsx for the file`,
        querystring: costReportQuerySchema,
        response: {
          200: fileReply(
            'The cost report (JSON), or the file named by Content-Disposition: attachment',
            ['application/json', ...Object.values(SHEET_CONTENT_TYPES)],
            { 'application/json': costReportSchema },
          ),
          ...errorResponses,
        },
      },
    },
    async (req, reply) => {
      const ctx = shopOf(req);
      if (!req.query.format) return reply.send(await costReport(ctx, req.query));
      const file = await costReportFile(ctx, req.query, req.query.format);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(file.stream);
    },
  );
};
