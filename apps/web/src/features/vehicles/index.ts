// What other features may use of the vehicles feature: the query keys a record's change
// refreshes, and the props the vehicle detail hands the tabs that app/ composes into it.
export { refreshVehicleAfterRecordChange, vehicleKeys } from './api/keys';
export type {
  CurrentRegistrationProps,
  FinanceTabProps,
  GlanceProps,
  VehicleTabProps,
} from './components/detail/detail-tabs';
