// Cost reports: what other modules and the composition root may use (docs/architecture.md).
export { costReportsRoutes } from './cost-reports.routes';
export { costReportsModulePart } from './cost-reports.module';
export { costGroupMonths, vehicleCostMonths } from './cost-reports.tables';
export { keepingCostMonthsOnce } from './cost-reports.bulk';
