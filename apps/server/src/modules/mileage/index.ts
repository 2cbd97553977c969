// Mileage logs: what other modules and the composition root may use (docs/architecture.md).
export { mileageRoutes } from './mileage.routes';
export { mileageDetailSection } from './mileage.detail';
export { recordDatedReadings, recordImportedReadings, recordReading } from './mileage.service';
export { fitOfReading, readingMoment } from './mileage.dating';
export { mileageLogs } from './mileage.tables';
