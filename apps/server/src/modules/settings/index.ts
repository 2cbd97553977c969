// Settings: what other modules and the composition root may use (docs/architecture.md).
export { settingsRoutes } from './settings.routes';
export { settingValues } from './settings.tables';
