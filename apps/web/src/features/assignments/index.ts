// What other features and the shell (app/) may use of the assignments feature.
export { assignmentKeys } from './api/keys';
export { DriversTab } from './components/DriversTab';
