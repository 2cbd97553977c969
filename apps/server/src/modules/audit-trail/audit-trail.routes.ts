import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  auditEventFilterSchema,
  auditEventListQuerySchema,
  auditEventListResponseSchema,
} from '@fleetdesk/contract/audit';
import type { AppDeps } from '../../platform/deps';
import { errorResponses } from '../../platform/errors';
import { fileReply } from '../../platform/openapi';
import { paginated } from '../../platform/pagination';
import { shopOf } from '../../platform/session';
import { exportAuditEvents, listAuditEvents } from './audit-trail.service';

const tags = ['audit'];

/**
 * A vehicle's History needs only to view the vehicle; the shop's list needs canManageShopSettings
 * (all of it) or canViewActivity (the areas the member may see): the service decides, as it
 * depends on `?vehicle=`.
 */
const permission = ['canViewBasic', 'canManageShopSettings'] as const;

/** The audit trail, readable (docs/api.md "Audit trail"). */
export const auditTrailRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.get(
    '/audit/events/',
    {
      config: { permission },
      schema: {
        tags,
        summary:
          "Who changed what, newest first: a vehicle's History (?vehicle={vin}) or the shop's activity (?user=, ?area=, ?from=, ?to=): all of it for administrators, the areas they may see for canViewActivity",
        querystring: auditEventListQuerySchema,
        response: { 200: auditEventListResponseSchema, ...errorResponses },
      },
    },
    async (req) => {
      return paginated(req.url, req.query, await listAuditEvents(shopOf(req), req.query));
    },
  );

  app.get(
    '/audit/events/export/',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'The filtered list as CSV, newest first (the same filters, no pages)',
        querystring: auditEventFilterSchema,
        response: {
          200: fileReply('activity.csv, as an attachment', ['text/csv; charset=utf-8']),
          ...errorResponses,
        },
      },
    },
    async (req, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="activity.csv"')
        .send(await exportAuditEvents(shopOf(req), req.query)),
  );
};
