// The audit trail: what other modules may use (docs/architecture.md).
export {
  recordAudit,
  recordAudits,
  recordSecurityEvent,
  listSecurityEvents,
} from './audit.service';
export type { AuditAction, SecurityAction, SecurityEvent } from './audit.service';
export { auditLog, auditLogVehicles } from './audit.tables';
