// What other features and the shell (app/) may use of the loaners feature.
export {
  CAN_CHANGE_LOANER_SETTINGS,
  LoanerSettingsSection,
} from './settings/LoanerSettingsSection';
