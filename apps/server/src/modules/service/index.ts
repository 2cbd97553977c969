// Service records and vendors: what other modules and the composition root may use
// (docs/architecture.md).
export { serviceRoutes } from './service.routes';
export { maintenanceRoutes } from './maintenance.routes';
export {
  refreshMaintenance,
  startSchedule as startMaintenanceSchedule,
} from './maintenance.service';
export { vendorsRoutes } from './vendors.routes';
export { serviceDetailSection } from './service.detail';
export { serviceRecords, vendors } from './service.tables';
export { maintenanceScheduleVehicles, maintenanceSchedules } from './maintenance.tables';
export { recentServicesData } from './service.dashboard';
export { vendorSearchProvider } from './vendors.search';
export { serviceReminders } from './service.reminders';
export { serviceModulePart } from './service.module';
