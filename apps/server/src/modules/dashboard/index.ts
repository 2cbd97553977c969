// The dashboard: what other modules and the composition root may use (docs/architecture.md).
export { dashboardPreferences } from './dashboard.tables';
export { dashboardRoutes } from './dashboard.routes';
export type { WidgetDataProviders } from './dashboard.routes';
