import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../platform/deps';
import { withParts, type ModuleDefinition } from '../platform/module';
import { costReportsModulePart, costReportsRoutes } from './cost-reports';
import { assignmentDetailSection, assignmentsRoutes } from './assignments';
import { dashboardRoutes } from './dashboard';
import {
  documentReminders,
  documentSearchProvider,
  documentsRoutes,
  expiringDocumentsData,
  listDocumentsForRegistration,
  policyDetailDocuments,
  registrationDetailDocuments,
} from './documents';
import {
  activeFinancingBlocksArchive,
  financingDetailSection,
  financingModulePart,
  financingExportJobsRoutes,
  financingExportRoutes,
  financingPaymentsRoutes,
  financingReminders,
  financingRoutes,
} from './financing';
import {
  insuranceDetailSection,
  insuranceModulePart,
  insurancePolicySearchProvider,
  insuranceReminders,
  insuranceRoutes,
} from './insurance';
import {
  agreementsRoutes,
  chargesRoutes,
  customersRoutes,
  insurersRoutes,
  invoicesRoutes,
  loanerInvoiceReminders,
  lifecycleRoutes,
  loanerAvailabilityData,
  loanerBoardRoutes,
  citationsOfAssignments,
  loanerCitationsRoutes,
  loanerSettingsRoutes,
  loanAgreementSearchProvider,
  moneyRoutes,
  utilisationRoutes,
  signingLinkRoutes,
  loanerReminders,
  loanerCoverageReminders,
  loanerSearchPart,
  loanersModule,
} from './loaners';
import { apiTokensRoutes, webhooksRoutes, withApiTokens } from './integrations';
import { fuelModulePart, fuelRoutes } from './fuel';
import { glanceRoutes } from './glance';
import { inspectionsModulePart, inspectionsRoutes } from './inspections';
import { issuesRoutes } from './issues';
import { auditTrailRoutes } from './audit-trail';
import { backupsRoutes } from './backups';
import { mileageDetailSection, mileageRoutes } from './mileage';
import { notificationsRoutes } from './notifications';
import {
  registrationReminders,
  registrationsDetailSection,
  registrationsRoutes,
} from './registrations';
import { REMINDER_EMAIL_DEFINITION, remindersRoutes } from './reminders';
import { registryRoutes } from './registry';
import { sampleModule, sampleRoutes } from './sample';
import { searchRoutes } from './search';
import {
  maintenanceRoutes,
  recentServicesData,
  serviceDetailSection,
  serviceModulePart,
  serviceReminders,
  serviceRoutes,
  vendorSearchProvider,
  vendorsRoutes,
} from './service';
import { settingsRoutes } from './settings';
import { vehicleImportRoutes } from './vehicle-import';
import { authRoutes, sessionForToken, tokenFromHeader } from './auth';
import type { SessionSource } from '../platform/session';
import { activeShopIdsOf, locationsRoutes, membersRoutes, shopsRoutes } from './shops';
import { shopIdentityRoutes } from './shop-identity';
import {
  fleetValueData,
  moduleSettingsRoutes,
  vehicleSearchProvider,
  vehicleOverviewData,
  vehiclesModule,
  vehiclesRoutes,
} from './vehicles';

/**
 * Where the modules meet: record modules hand the vehicle detail their sections, and the
 * documents module lists the documents of registrations and policies (docs/architecture.md).
 */
const detailSections = [
  registrationsDetailSection(registrationDetailDocuments),
  insuranceDetailSection(policyDetailDocuments),
  mileageDetailSection,
  serviceDetailSection,
  financingDetailSection,
  assignmentDetailSection,
];

/** The dashboard's widget data, each from the module that owns it (the dashboard imports none). */
const widgetData = {
  'vehicle-overview': vehicleOverviewData,
  'fleet-value': fleetValueData,
  'recent-services': recentServicesData,
  'loaner-availability': loanerAvailabilityData,
  'expiring-documents': expiringDocumentsData,
};

/** Global search: each module that owns searchable data hands in its provider. */
const searchProviders = [
  vehicleSearchProvider,
  insurancePolicySearchProvider,
  vendorSearchProvider,
  documentSearchProvider,
  loanAgreementSearchProvider,
];

/** The daily reminders: each module that owns dated records hands in its source. */
export const REMINDER_SOURCES = [
  registrationReminders,
  insuranceReminders,
  financingReminders,
  serviceReminders,
  loanerReminders,
  loanerCoverageReminders,
  loanerInvoiceReminders,
  documentReminders,
];

/** Who a token belongs to, for the session plugin (platform/session.ts): a person or an API key. */
export const SESSIONS: SessionSource = withApiTokens({ sessionForToken, tokenFromHeader });

/** Sign-in, sign-out and passwords (app.ts registers them apart: they are public or user routes). */
export const AUTH_ROUTES = authRoutes(activeShopIdsOf);

/**
 * Every area's HTTP routes, registered under /api (auth is registered by app.ts itself).
 * One explicit list: no autoloading.
 */
export const ROUTES: FastifyPluginAsync<AppDeps>[] = [
  documentsRoutes,
  shopsRoutes,
  locationsRoutes,
  membersRoutes,
  shopIdentityRoutes,
  registryRoutes,
  settingsRoutes,
  vehiclesRoutes(detailSections, [activeFinancingBlocksArchive]),
  moduleSettingsRoutes,
  registrationsRoutes(listDocumentsForRegistration),
  insuranceRoutes(policyDetailDocuments),
  mileageRoutes,
  inspectionsRoutes,
  issuesRoutes,
  assignmentsRoutes(citationsOfAssignments),
  fuelRoutes,
  serviceRoutes,
  maintenanceRoutes,
  vendorsRoutes,
  notificationsRoutes,
  dashboardRoutes(widgetData),
  sampleRoutes,
  searchRoutes(searchProviders),
  remindersRoutes(REMINDER_SOURCES),
  financingRoutes,
  financingPaymentsRoutes,
  financingExportRoutes,
  customersRoutes,
  agreementsRoutes,
  lifecycleRoutes,
  chargesRoutes,
  insurersRoutes,
  moneyRoutes,
  invoicesRoutes,
  utilisationRoutes,
  signingLinkRoutes,
  loanerSettingsRoutes,
  loanerCitationsRoutes,
  loanerBoardRoutes,
  financingExportJobsRoutes,
  vehicleImportRoutes,
  webhooksRoutes,
  glanceRoutes,
  auditTrailRoutes,
  apiTokensRoutes,
  backupsRoutes,
  costReportsRoutes,
];

/** The product's modules as the registry shows them (navigation, search, widgets, settings). */
export const MODULES: ModuleDefinition[] = [
  // Insurance and financing are opened under Vehicles and declare their own part of it; the
  // per-user choice of reminder e-mails travels with the vehicle module's settings.
  withParts(vehiclesModule, [
    insuranceModulePart,
    financingModulePart,
    serviceModulePart,
    costReportsModulePart,
    inspectionsModulePart,
    fuelModulePart,
    { settings: [REMINDER_EMAIL_DEFINITION] },
  ]),
  // Agreements' global search is declared beside its provider (loaners.search.ts).
  withParts(loanersModule, [loanerSearchPart]),
  sampleModule,
];
