import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  forModuleQuerySchema,
  forModuleResponseSchema,
  settingSchema,
  settingsListQuerySchema,
  settingsListResponseSchema,
  updateGlobalSettingSchema,
  updateUserSettingSchema,
} from '@fleetdesk/contract/settings';
import type { AppDeps } from '../../platform/deps';
import { paginateList } from '../../platform/pagination';
import { errorResponses } from '../../platform/errors';
import { shopOf } from '../../platform/session';
import * as settings from './settings.service';

const tags = ['settings'];

export const settingsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/base/settings/for_module/',
    {
      config: { anyMember: true },
      schema: {
        tags,
        summary: "A module's settings keyed by setting key, with the member's values in effect",
        querystring: forModuleQuerySchema,
        response: { 200: forModuleResponseSchema, ...errorResponses },
      },
    },
    async (req) => settings.settingsForModule(shopOf(req), deps.modules, req.query.module),
  );

  app.get(
    '/base/settings/',
    {
      config: { anyMember: true },
      schema: {
        tags,
        summary: 'Settings of one module (or all), with the values in effect',
        querystring: settingsListQuerySchema,
        response: { 200: settingsListResponseSchema, ...errorResponses },
      },
    },
    async (req) => {
      const { module, include_global: includeGlobal, page, page_size: pageSize } = req.query;
      const list = await settings.listSettings(shopOf(req), deps.modules, {
        module,
        includeGlobal,
      });
      return paginateList(req.url, { page, page_size: pageSize }, list);
    },
  );

  app.post(
    '/base/settings/update_user_setting/',
    {
      config: { anyMember: true },
      schema: {
        tags,
        summary: "Save the member's own value of a per-user setting",
        body: updateUserSettingSchema,
        response: { 200: settingSchema, ...errorResponses },
      },
    },
    async (req) => settings.updateUserSetting(shopOf(req), deps.modules, req.body),
  );

  app.post(
    '/base/settings/',
    {
      config: { permission: 'canManageShopSettings' },
      schema: {
        tags,
        summary: 'Save the shop-wide value of a setting (value_text parsed by the setting type)',
        body: updateGlobalSettingSchema,
        response: { 200: settingSchema, ...errorResponses },
      },
    },
    async (req) => settings.updateShopSetting(shopOf(req), deps.modules, req.body),
  );
};
