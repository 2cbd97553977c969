// What other features and the shell (app/) may use of the inspections feature.
export { VehicleInspections } from './components/VehicleInspections';
