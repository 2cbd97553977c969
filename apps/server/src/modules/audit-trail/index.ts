// The audit trail, readable: a vehicle's History and the shop's activity (docs/architecture.md).
// It reads what the audit module writes, so it stands above vehicles, which the audit module cannot.
export { auditTrailRoutes } from './audit-trail.routes';
