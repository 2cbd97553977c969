import type { TestApp } from '../helpers';
import { assignmentsCases } from './assignments.cases';
import { auditCases } from './audit.cases';
import { costReportsCases } from './cost-reports.cases';
import { dashboardCases } from './dashboard.cases';
import { documentsCases } from './documents.cases';
import { financingExportCases } from './financing-export.cases';
import { financingCases } from './financing.cases';
import { fuelCases } from './fuel.cases';
import { glanceCases } from './glance.cases';
import { insuranceCases } from './insurance.cases';
import { inspectionsCases } from './inspections.cases';
import { integrationsCases } from './integrations.cases';
import { loanersCases } from './loaners.cases';
import { loanerCitationsCases } from './loaners-citations.cases';
import { loanerInvoicesCases } from './loaners-invoices.cases';
import { maintenanceCases } from './maintenance.cases';
import { matrixCalls, type Case } from './matrix.cases';
import { notificationsCases } from './notifications.cases';
import { remindersCases } from './reminders.cases';
import { searchCases } from './search.cases';
import { settingsCases } from './settings.cases';
import { shopIdentityCases } from './shop-identity.cases';
import { vehicleImportCases } from './vehicle-import.cases';
import { webhooksCases } from './webhooks.cases';
import { vehicleListCases } from './vehicle-list.cases';

export type { Call, Case, Holdings } from './matrix.cases';
export { policyDocumentProbes } from './insurance.cases';
export { customerDocumentCall, loanerCopyCall, loanerSigningCall } from './loaners.cases';
export { vehiclePhotoCall } from './glance.cases';
export { shopLogoCall } from './shop-identity.cases';

/**
 * One valid call per route, as an allowed member makes it: the authorization matrix
 * (src/platform/authorization-matrix.test.ts) and the OpenAPI runs (src/platform/openapi.*.test.ts)
 * send them. An area with many routes keeps its cases in its own `<area>.cases.ts` (a function
 * of `() => t` returning a Record<string, Case>) and spreads them in here.
 */
export function routeCalls(app: () => TestApp) {
  const base = matrixCalls(app);
  const CASES: Record<string, Case> = {
    ...base.CASES,
    ...notificationsCases(app),
    ...dashboardCases(app),
    ...settingsCases(app),
    ...shopIdentityCases(app),
    ...searchCases(app),
    ...insuranceCases(app),
    ...remindersCases(app),
    ...financingExportCases(app),
    ...financingCases(app),
    ...loanersCases(app),
    ...loanerCitationsCases(app),
    ...loanerInvoicesCases(app),
    ...vehicleImportCases(app),
    ...maintenanceCases(app),
    ...webhooksCases(app),
    ...vehicleListCases(app),
    ...glanceCases(app),
    ...fuelCases(app),
    ...auditCases(app),
    ...integrationsCases(app),
    ...costReportsCases(),
    ...inspectionsCases(app),
    ...assignmentsCases(app),
    ...documentsCases(app),
  };
  return { ...base, CASES };
}
