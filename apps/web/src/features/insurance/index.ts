// What other features may use of the insurance feature.
export { VehiclePolicies } from './components/VehiclePolicies';
