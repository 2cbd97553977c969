// Vehicle financing (loans, leases, payments): what other modules and the composition root may
// use (docs/architecture.md).
export { financingPayments, financingVehicles, financings } from './financing.tables';
export { financingExportRoutes } from './financing.export.routes';
