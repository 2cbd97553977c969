import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  LOANER_SETTINGS_CHANGERS,
  loanerSettingsPatchSchema,
  loanerSettingsSchema,
} from '@fleetdesk/contract/loaners';
import type { AppDeps } from '../../platform/deps';
import { errorResponses } from '../../platform/errors';
import { shopOf } from '../../platform/session';
import * as settings from './loaners.settings.service';

const tags = ['loaners'];

export const loanerSettingsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.get(
    '/loaners/settings/',
    {
      // Settings are a person's work: no API token reads or changes them.
      config: { permission: 'canViewLoaners', apiTokens: false },
      schema: {
        tags,
        summary: "The shop's loaner defaults (rates, citation grace days, agreement terms)",
        response: { 200: loanerSettingsSchema, ...errorResponses },
      },
    },
    async (req) => settings.currentSettings(shopOf(req)),
  );

  app.patch(
    '/loaners/settings/',
    {
      // The rates are what customers are charged: who manages loaner charges, or the shop's settings.
      config: { permission: [...LOANER_SETTINGS_CHANGERS], apiTokens: false },
      schema: {
        tags,
        summary: 'Change the loaner defaults (manage loaner charges or shop settings)',
        body: loanerSettingsPatchSchema,
        response: { 200: loanerSettingsSchema, ...errorResponses },
      },
    },
    async (req) => settings.patchSettings(shopOf(req), req.body),
  );
};
