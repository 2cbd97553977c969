import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../platform/deps';
import type { ModuleDefinition } from '../platform/module';
import { documentsRoutes } from './documents/documents.routes';
import { locationsRoutes } from './shops/locations.routes';
import { membersRoutes } from './shops/members.routes';
import { shopsRoutes } from './shops/shops.routes';
import { registryRoutes } from './registry/registry.routes';
import { settingsRoutes } from './settings/settings.routes';
import { vehiclesModule } from './vehicles/vehicles.module';

/**
 * Every area's HTTP routes, registered under /api (auth is registered by app.ts itself).
 * One explicit list: no autoloading.
 */
export const ROUTES: FastifyPluginAsync<AppDeps>[] = [
  documentsRoutes,
  shopsRoutes, locationsRoutes, membersRoutes,
  registryRoutes,
  settingsRoutes,
];

/** The product's modules as the registry shows them (navigation, search, widgets, settings). */
export const MODULES: ModuleDefinition[] = [vehiclesModule];
