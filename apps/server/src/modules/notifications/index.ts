// Notifications: what other modules and the composition root may use (docs/architecture.md).
export { notifications } from './notifications.tables';
