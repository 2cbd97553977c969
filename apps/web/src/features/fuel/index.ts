// Fuel (issue 34 §2): what app/ composes into the vehicle detail.
export { FuelTab } from './components/FuelTab';
export { fuelKeys } from './api/fuel-entries';
