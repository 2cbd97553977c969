// Notifications: what other modules and the composition root may use (docs/architecture.md).
export { notifications } from './notifications.tables';
export { notificationsRoutes } from './notifications.routes';
export { activeMembersOf, notifyUsers } from './notifications.producer';
export type { NotifyInput, NotifyResult, NotifyScope } from './notifications.producer';
