import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ALL_PERMISSIONS,
  VEHICLE_PERMISSIONS,
  permissionsResponseSchema,
} from '@fleetdesk/contract/permissions';
import {
  modulesResponseSchema,
  navigationPreferencesSchema,
  navigationResponseSchema,
  searchConfigResponseSchema,
} from '@fleetdesk/contract/registry';
import type { AppDeps } from '../../platform/deps';
import { errorResponses } from '../../platform/errors';
import { sessionOf, shopOf, userDbOf } from '../../platform/session';
import * as registry from './registry.service';

const tags = ['registry'];

export const registryRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/vehicles/permissions/',
    {
      config: { anyMember: true },
      schema: {
        tags,
        summary: "The member's vehicle permissions in the current shop",
        response: { 200: permissionsResponseSchema, ...errorResponses },
      },
    },
    async (req) =>
      registry.permissionsReply(shopOf(req), VEHICLE_PERMISSIONS, sessionOf(req).user.username),
  );

  app.get(
    '/base/permissions/',
    {
      config: { anyMember: true },
      schema: {
        tags,
        summary: "The member's platform and vehicle permissions in the current shop",
        response: { 200: permissionsResponseSchema, ...errorResponses },
      },
    },
    async (req) => registry.permissionsReply(shopOf(req), ALL_PERMISSIONS),
  );

  app.get(
    '/base/modules/',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Every registered module',
        response: { 200: modulesResponseSchema, ...errorResponses },
      },
    },
    async () => ({ modules: registry.moduleConfigs(deps.modules) }),
  );

  const navigation = async (req: FastifyRequest) => ({
    results: await registry.navigationFor(deps.modules, shopOf(req)),
  });
  app.get(
    '/base/navigation/',
    {
      config: { anyMember: true },
      schema: {
        tags,
        summary: "Sidebar entries the member may use, in the user's module order",
        response: { 200: navigationResponseSchema, ...errorResponses },
      },
    },
    navigation,
  );
  app.get(
    '/navigation/items/',
    {
      config: { anyMember: true },
      schema: {
        tags,
        summary: 'The navigation entries the settings page reorders (as /api/base/navigation/)',
        response: { 200: navigationResponseSchema, ...errorResponses },
      },
    },
    navigation,
  );

  app.get(
    '/base/search-config/',
    {
      config: { anyMember: true },
      schema: {
        tags,
        summary: 'Searchable models of the modules the member may open',
        response: { 200: searchConfigResponseSchema, ...errorResponses },
      },
    },
    async (req) => ({ searchable_models: registry.searchableModels(deps.modules, shopOf(req)) }),
  );

  app.get(
    '/navigation/preferences/',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "The user's module order in effect",
        response: { 200: navigationPreferencesSchema, ...errorResponses },
      },
    },
    async (req) => ({
      navigation_order: await registry.navigationOrder(
        userDbOf(req),
        deps.modules,
        sessionOf(req).user.id,
      ),
    }),
  );

  app.post(
    '/navigation/preferences/',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "Save the user's module order (module keys)",
        body: navigationPreferencesSchema,
        response: { 200: navigationPreferencesSchema, ...errorResponses },
      },
    },
    async (req) => ({
      navigation_order: await registry.saveNavigationOrder(
        userDbOf(req),
        deps.modules,
        sessionOf(req).user.id,
        req.body.navigation_order,
      ),
    }),
  );
};
