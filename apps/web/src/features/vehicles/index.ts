// What other features may use of the vehicles feature.
export { useVehicle } from './api/get-vehicle';
export { refreshVehicleAfterRecordChange, vehicleKeys } from './api/keys';
export type { CurrentRegistrationProps, VehicleTabProps } from './components/detail/detail-tabs';
