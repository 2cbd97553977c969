// Fuel: what other modules and the composition root may use (docs/architecture.md).
export { fuelRoutes } from './fuel.routes';
export { fuelModulePart } from './fuel.module';
export { fuelEconomyOf } from './fuel.economy';
export { fuelEntries } from './fuel.tables';
