// What other features and the shell (app/) may use of the auth feature.
export { useAuthConfig } from './api/get-auth-config';
export { useLogout } from './api/logout';
export { PASSWORD_CHANGE_FAILED, PASSWORD_CHANGED, useChangePassword } from './api/change-password';
