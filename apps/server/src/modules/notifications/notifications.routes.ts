import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema } from '@fleetdesk/contract/common';
import {
  markAllReadResponseSchema,
  notificationListQuerySchema,
  notificationListResponseSchema,
  notificationPatchSchema,
  notificationSchema,
} from '@fleetdesk/contract/notifications';
import type { AppDeps } from '../../platform/deps';
import { errorResponses } from '../../platform/errors';
import { paginated } from '../../platform/pagination';
import { shopOf } from '../../platform/session';
import * as service from './notifications.service';

const tags = ['notifications'];

/** Spec 1 section 7: token only, and each member sees and changes only their own. */
export const notificationsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.get(
    '/notifications/notifications/',
    {
      config: { anyMember: true },
      schema: {
        tags,
        summary:
          "The signed-in user's notifications in this shop, newest first, without dismissed ones (?is_read=false, ?severity=critical); unread_count for the badge",
        querystring: notificationListQuerySchema,
        response: { 200: notificationListResponseSchema, ...errorResponses },
      },
    },
    async (req) => {
      const { count, results, unread_count } = await service.listNotifications(
        shopOf(req),
        req.query,
      );
      return { ...paginated(req.url, req.query, { count, results }), unread_count };
    },
  );

  app.patch(
    '/notifications/notifications/:id/',
    {
      config: { anyMember: true },
      schema: {
        tags,
        summary:
          'Mark one of your notifications read ({is_read: true}) or dismiss it ({is_dismissed: true}); there is no way back',
        params: idParamSchema,
        body: notificationPatchSchema,
        response: { 200: notificationSchema, ...errorResponses },
      },
    },
    async (req) => service.patchNotification(shopOf(req), req.params.id, req.body),
  );

  app.post(
    '/notifications/notifications/mark_all_read/',
    {
      config: { anyMember: true },
      schema: {
        tags,
        summary: 'Mark all your notifications in this shop read (empty body)',
        response: { 200: markAllReadResponseSchema, ...errorResponses },
      },
    },
    async (req) => service.markAllRead(shopOf(req)),
  );
};
