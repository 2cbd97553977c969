// What other features and the shell (app/) may use of the cost reports feature.
export { costReportKeys } from './api/cost-reports';
