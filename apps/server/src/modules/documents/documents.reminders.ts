import { sql } from 'drizzle-orm';
import { DOCUMENT_TYPE_LABELS, type DocumentType } from '@fleetdesk/contract/documents';
import { daysPhrase, registrationLevel } from '@fleetdesk/contract/rules/reminder-levels';
import { rowsOf } from '../../platform/database/client';
import type { ReminderItem, ReminderSource } from '../../platform/reminder-source';
import { documents } from './documents.tables';

type Expiring = {
  id: number;
  vehicle_id: number;
  title: string;
  document_type: string;
  expires_on: string;
};

/**
 * Documents with an expiry (a DOT inspection, an emissions certificate, a permit) reaching the
 * shop's warning, critical or escalation threshold, or expired: reminded as registrations are
 * (issue 34 §5). The expiry is in the key, so a new date starts the thresholds over. A policy's
 * documents are left to the insurance reminders (they follow the policy's permission).
 */
export const documentReminders: ReminderSource = {
  kind: 'document',
  permission: 'canViewDocuments',
  async find(scope) {
    const furthest = Math.max(scope.warningDays, scope.criticalDays, scope.escalationDays);
    const rows = rowsOf<Expiring>(
      await scope.db.execute(sql`
        select id, vehicle_id, title, document_type, expires_on::text as expires_on
        from ${documents}
        where shop_id = ${scope.shopId} and expires_on is not null
          and insurance_policy_id is null
          and expires_on <= ${scope.today}::date + ${furthest}::int
        order by expires_on, id`),
    );
    const items: ReminderItem[] = [];
    for (const r of rows) {
      const level = registrationLevel(r.expires_on, scope.today, scope);
      if (!level) continue;
      const expired = level === 'expired';
      const what = `${DOCUMENT_TYPE_LABELS[r.document_type as DocumentType] ?? 'Document'} "${r.title}"`;
      items.push({
        key: `document:${r.id}:${r.expires_on}:${level}`,
        vehicleId: r.vehicle_id,
        level,
        title: `${what} ${expired ? 'expired' : 'expires'} ${daysPhrase(r.expires_on, scope.today)}`,
        detail: `${what} ${expired ? 'expired' : 'expires'} on ${r.expires_on}.`,
        actionText: 'Open vehicle',
      });
    }
    return items;
  },
};
