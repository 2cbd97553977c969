// Fuel: what other modules and the composition root may use (docs/architecture.md).
export { fuelEntries } from './fuel.tables';
