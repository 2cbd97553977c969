// Insurance: what other modules and the composition root may use (docs/architecture.md).
export { insuranceDetailSection } from './insurance.detail';
export { mayManagePolicyDocuments, mayViewPolicyDocuments } from './insurance.presenter';
export type { PolicyDocuments } from './insurance.presenter';
export { insuranceRoutes } from './insurance.routes';
export {
  coverageTypes,
  insuranceCompanies,
  insurancePolicies,
  masterPolicies,
} from './insurance.tables';
export { insurancePolicySearchProvider } from './insurance.search';
export { insuranceReminders } from './insurance.reminders';
export { insuranceModulePart } from './insurance.module';
export { createImportedPolicies } from './insurance.import';
export type { ImportedPolicy } from './insurance.import';
