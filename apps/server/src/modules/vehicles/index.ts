// The vehicle core: what the record modules and the composition root may use
// (docs/architecture.md). The record modules depend on this module, never the reverse.
export { vehiclesRoutes } from './vehicles.routes';
export { moduleSettingsRoutes } from './module-settings.routes';
export { vehiclesModule } from './vehicles.module';
export {
  liveVehiclesOf,
  reachVehicle,
  reachVehicles,
  reachVehiclesByKeys,
  shownVehicles,
  visibleVehicleRecords,
} from './vehicle-access';
export type { LiveVehicle } from './vehicle-access';
export { settingsOfShop as vehicleModuleSettingsOfShop } from './module-settings.repository';
export type { VehicleMatch, VehicleRef } from './vehicles.repository';
export type { ArchiveBlocker } from './vehicles.archive-rule';
export {
  recordCurrentMileage,
  recordCurrentMileages,
  recordInsuranceEnd,
  recordInsuranceEnds,
  recordRegistrationExpiry,
} from './vehicle-records.service';
export { chunksOf, importReferences, insertImportedVehicles } from './vehicles.import';
export type { ImportedVehicle, ImportReferences } from './vehicles.import';
export { RECENT_LIMIT } from './vehicles.detail.service';
export type { VehicleDetailSection } from './vehicles.detail.service';
export {
  containsPattern,
  searchTextSql as vehicleSearchTextSql,
  userDisplayNameOf,
  userDisplayNameSql,
} from './vehicles.sql';
export {
  belongsToVehicle,
  vehicleModuleSettings,
  vehicleTypes,
  vehicleVehicleTypes,
  vehicles,
} from './vehicles.tables';
export {
  activeVehicleCountOfType,
  fleetValueData,
  vehicleOverviewData,
} from './vehicles.dashboard';
export { vehicleIdsContaining, vehicleSearchProvider } from './vehicles.search';
export { vehiclePhotos } from './vehicle-photos.tables';
export { PHOTO_LINK_KIND, vehiclePhotoUrl } from './vehicles.photo-link';
