// What the shell and other features may use of the notifications feature.
export { NotificationBell } from './components/NotificationBell';
export { notificationsQueryOptions } from './api/get-notifications';
