// What other features and the shell (app/) may use of the loaners feature.
export { canChangeLoanerSettings, LoanerSettingsSection } from './settings/LoanerSettingsSection';
export { keptSteps } from './api/steps';
