// What other features and the shell (app/) may use of the issues feature.
export { issueKeys } from './api/keys';
export { useIssues } from './api/get-issues';
export { VehicleIssues } from './components/VehicleIssues';
export { OpenIssueChecks } from './components/OpenIssueChecks';
