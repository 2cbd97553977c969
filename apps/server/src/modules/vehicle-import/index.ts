// Fleet import: what the composition root may use (docs/architecture.md).
export { vehicleImportRoutes } from './vehicle-import.routes';
export { vehicleImportMappings } from './vehicle-import.tables';
