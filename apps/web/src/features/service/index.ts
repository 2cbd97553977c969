// What other features may use of the service feature (service records and their vendors).
export { ServiceHistoryTab } from './components/ServiceHistoryTab';
