// What the shell (app/) may use of the audit trail: the vehicle's History tab.
export { VehicleHistoryTab } from './components/VehicleHistoryTab';
