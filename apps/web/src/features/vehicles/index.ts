// What other features may use of the vehicles feature: the query keys a record's change
// refreshes, and the props the vehicle detail hands the tabs that app/ composes into it.
export { refreshVehicleAfterRecordChange, vehicleKeys } from './api/keys';
// The route asks for a vehicle while its screen's code is still on the way (app/routes.tsx).
export { useVehicle, vehicleQueryOptions } from './api/get-vehicle';
export { useVehicleTypes } from './api/get-vehicle-types';
export type {
  CurrentRegistrationProps,
  FinanceTabProps,
  GlanceProps,
  VehicleTabProps,
} from './components/detail/detail-tabs';
