// What other features may use of the auth feature.
export { PASSWORD_CHANGE_FAILED, PASSWORD_CHANGED, useChangePassword } from './api/change-password';
