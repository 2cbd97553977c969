// The financing feature: what the app and other features may use (docs/architecture.md).
export { FinancingExportTab } from './components/export/FinancingExportTab';
export { FinancingReportsTab } from './components/reports/FinancingReportsTab';
export { FinancingIntegrationTab } from './components/integration/FinancingIntegrationTab';
