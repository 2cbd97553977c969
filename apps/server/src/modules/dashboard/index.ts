// The dashboard: what other modules and the composition root may use (docs/architecture.md).
export { dashboardPreferences } from './dashboard.tables';
