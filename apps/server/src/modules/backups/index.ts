// The server's backups as shop members see them (the diagnostics page); making them is the
// platform's (platform/backup), as they hold every shop.
export { backupsRoutes } from './backups.routes';
