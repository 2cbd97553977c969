// Vehicle financing (loans, leases, payments): what other modules and the composition root may
// use (docs/architecture.md).
export { financingPayments, financingVehicles, financings } from './financing.tables';
export { financingReminders } from './financing.reminders';
export { financingModulePart } from './financing.module';
export { financingRoutes } from './financing.routes';
export { financingPaymentsRoutes } from './financing.payments.routes';
export { refreshFinancingStatuses } from './financing.status';
export { financingExportRoutes } from './financing.export.routes';
export { financingExportJobsRoutes } from './financing.export-jobs.routes';
export { exportJobs } from './financing.export-jobs.tables';
export { activeFinancingBlocksArchive, financingDetailSection } from './financing.detail';
