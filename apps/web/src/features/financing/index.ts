// What other features may use of the financing feature.
export { FinancingPanel } from './components/panel/FinancingPanel';
export { FinancingExportTab } from './components/export/FinancingExportTab';
export { FinancingReportsTab } from './components/reports/FinancingReportsTab';
export { FinancingIntegrationTab } from './components/integration/FinancingIntegrationTab';
