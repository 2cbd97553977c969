import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../platform/deps';
import type { ModuleDefinition } from '../platform/module';
import { documentsRoutes } from './documents/documents.routes';
import {
  listDocumentsForPolicy,
  listDocumentsForRegistration,
} from './documents/documents.service';
import { insuranceDetailSection } from './insurance/insurance.detail';
import { mileageDetailSection } from './mileage/mileage.detail';
import { registrationsDetailSection } from './registrations/registrations.detail';
import { serviceDetailSection } from './service/service.detail';
import { locationsRoutes } from './shops/locations.routes';
import { membersRoutes } from './shops/members.routes';
import { shopsRoutes } from './shops/shops.routes';
import { registryRoutes } from './registry/registry.routes';
import { settingsRoutes } from './settings/settings.routes';
import { vehiclesModule } from './vehicles/vehicles.module';
import { vehiclesRoutes } from './vehicles/vehicles.routes';
import { moduleSettingsRoutes } from './vehicles/module-settings.routes';
import { registrationsRoutes } from './registrations/registrations.routes';
import { mileageRoutes } from './mileage/mileage.routes';
import { serviceRoutes } from './service/service.routes';
import { vendorsRoutes } from './service/vendors.routes';

/**
 * Where the modules meet: record modules hand the vehicle detail their sections, and the
 * documents module lists the documents of registrations and policies (docs/architecture.md).
 */
const detailSections = [
  registrationsDetailSection(listDocumentsForRegistration),
  insuranceDetailSection(listDocumentsForPolicy),
  mileageDetailSection,
  serviceDetailSection,
];

/**
 * Every area's HTTP routes, registered under /api (auth is registered by app.ts itself).
 * One explicit list: no autoloading.
 */
export const ROUTES: FastifyPluginAsync<AppDeps>[] = [
  documentsRoutes,
  shopsRoutes,
  locationsRoutes,
  membersRoutes,
  registryRoutes,
  settingsRoutes,
  vehiclesRoutes(detailSections),
  moduleSettingsRoutes,
  registrationsRoutes(listDocumentsForRegistration),
  mileageRoutes,
  serviceRoutes,
  vendorsRoutes,
];

/** The product's modules as the registry shows them (navigation, search, widgets, settings). */
export const MODULES: ModuleDefinition[] = [vehiclesModule];
