import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  availableShopsResponseSchema,
  currentContextResponseSchema,
  optionListQuerySchema,
  switchShopRequestSchema,
  switchShopResponseSchema,
  userOptionListResponseSchema,
  shopSettingsSchema,
  shopSettingsUpdateSchema,
  userProfileSchema,
  userProfileUpdateSchema,
} from '@fleetdesk/contract/shops';
import type { AppDeps } from '../../platform/deps';
import { paginated } from '../../platform/pagination';
import { errorFieldResponses, errorResponses } from '../../platform/errors';
import { sessionOf, shopOf, userDbOf } from '../../platform/session';
import { recordSecurityEvent } from '../audit';
import * as members from './members.service';
import * as shops from './shops.service';

const tags = ['shops'];

/** The signed-in user's shops, shop switching, profile and colleagues (/api/employees/...). */
export const shopsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.get(
    '/employees/current-context/',
    {
      // Selects the only active shop on the token by itself.
      config: { access: 'user', writesOnRead: true },
      schema: {
        tags,
        summary: "The session's current shop (if any), whether a choice is needed, and the user",
        response: { 200: currentContextResponseSchema, ...errorResponses },
      },
    },
    async (req) => shops.currentContext(userDbOf(req), sessionOf(req)),
  );

  app.get(
    '/employees/available-shops/',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "All the user's shop memberships, inactive ones marked, and the current shop",
        response: { 200: availableShopsResponseSchema, ...errorResponses },
      },
    },
    async (req) => shops.availableShops(userDbOf(req), sessionOf(req)),
  );

  app.post(
    '/employees/switch-shop/',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary:
          'Make one of the user’s active memberships the current shop (also for the next sign-in)',
        body: switchShopRequestSchema,
        response: {
          200: switchShopResponseSchema,
          ...errorFieldResponses,
        },
      },
    },
    async (req) => {
      const session = sessionOf(req);
      const switched = await shops.switchShop(userDbOf(req), session, req.body.shop_id);
      // In the request's transaction: the event commits with the switch, or neither does.
      await recordSecurityEvent(userDbOf(req), {
        action: 'shop_switch',
        actorId: session.user.id,
        address: req.ip,
        entity: 'user',
        entityId: session.user.id,
        before: { shop_id: session.currentShopId },
        after: { shop_id: switched.current_shop.id },
      });
      return switched;
    },
  );

  app.get(
    '/employees/users/',
    {
      config: { anyMember: true },
      schema: {
        tags,
        summary:
          "The current shop's active members as user options (id, first_name, last_name, email)",
        querystring: optionListQuerySchema,
        response: { 200: userOptionListResponseSchema, ...errorResponses },
      },
    },
    async (req) =>
      paginated(req.url, req.query, await members.listUserOptions(shopOf(req), req.query)),
  );

  app.get(
    '/employees/user-profile/',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "The signed-in user's profile",
        response: { 200: userProfileSchema, ...errorResponses },
      },
    },
    async (req) => shops.getProfile(userDbOf(req), sessionOf(req).user.id),
  );

  app.patch(
    '/employees/user-profile/',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary:
          "Update the signed-in user's names and shop name (e-mail is read-only and ignored)",
        body: userProfileUpdateSchema,
        response: { 200: userProfileSchema, ...errorResponses },
      },
    },
    async (req) => shops.updateProfile(userDbOf(req), sessionOf(req).user.id, req.body),
  );

  app.get(
    '/shops/settings/',
    {
      config: { anyMember: true },
      schema: {
        tags,
        summary: "The current shop's name, time zone and today (the date in that zone)",
        response: { 200: shopSettingsSchema, ...errorResponses },
      },
    },
    async (req) => shops.shopSettings(shopOf(req)),
  );

  app.patch(
    '/shops/settings/',
    {
      config: { permission: 'canManageShopSettings' },
      schema: {
        tags,
        summary: "Set the current shop's time zone (IANA name): its dates count in it",
        body: shopSettingsUpdateSchema,
        response: { 200: shopSettingsSchema, ...errorResponses },
      },
    },
    async (req) => shops.updateShopSettings(shopOf(req), req.body),
  );
};
