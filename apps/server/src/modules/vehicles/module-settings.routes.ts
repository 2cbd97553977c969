import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema } from '@fleetdesk/contract/common';
import {
  vehicleModuleSettingsPatchSchema,
  vehicleModuleSettingsSchema,
} from '@fleetdesk/contract/vehicles';
import type { AppDeps } from '../../platform/deps';
import { errorResponses } from '../../platform/errors';
import { shopOf } from '../../platform/session';
import * as moduleSettings from './module-settings.service';

const tags = ['vehicles'];

export const moduleSettingsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.get(
    '/vehicles/module-settings/current/',
    {
      // Settings are a person's work: no API token reads or changes them.
      config: { permission: 'canViewBasic', writesOnRead: true, apiTokens: false },
      schema: {
        tags,
        summary: "The shop's registration-renewal settings (created with defaults on first use)",
        response: { 200: vehicleModuleSettingsSchema, ...errorResponses },
      },
    },
    async (req) => moduleSettings.currentSettings(shopOf(req)),
  );

  app.patch(
    '/vehicles/module-settings/:id/',
    {
      config: { permission: 'canManageShopSettings' },
      schema: {
        tags,
        summary: 'Change one or more registration-renewal settings (thresholds 1 to 365 days)',
        params: idParamSchema,
        body: vehicleModuleSettingsPatchSchema,
        response: { 200: vehicleModuleSettingsSchema, ...errorResponses },
      },
    },
    async (req) => moduleSettings.patchSettings(shopOf(req), req.params.id, req.body),
  );
};
