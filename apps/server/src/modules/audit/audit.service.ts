import type { ShopContext } from '../../platform/request-context';
import { auditLog } from './audit.tables';

export type AuditAction = 'create' | 'update' | 'delete' | 'archive' | 'unarchive' | 'upload';

/**
 * Writes who changed what, when, with before and after images. Call it with the
 * transaction's context so the audit row commits or rolls back with the change.
 */
export async function recordAudit(
  ctx: ShopContext,
  entry: {
    entity: string;
    entityId: string | number;
    action: AuditAction;
    before?: unknown;
    after?: unknown;
  },
): Promise<void> {
  await ctx.db.insert(auditLog).values({
    shopId: ctx.shopId,
    userId: ctx.userId,
    entity: entry.entity,
    entityId: String(entry.entityId),
    action: entry.action,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
