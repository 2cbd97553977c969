// Inspections: what other modules and the composition root may use (docs/architecture.md).
export { inspectionsRoutes } from './inspections.routes';
export { inspectionsModulePart } from './inspections.module';
export {
  inspectionFormItems,
  inspectionFormVehicleTypes,
  inspectionForms,
  inspectionResults,
  inspections,
} from './inspections.tables';
