// The vehicle at a glance (issue 24 item 1): what app/ composes into the vehicle's Overview.
export { VehicleGlance } from './components/VehicleGlance';
export { summaryQueryOptions } from './api/get-summary';
