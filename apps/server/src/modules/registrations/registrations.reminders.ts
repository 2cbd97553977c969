import { sql } from 'drizzle-orm';
import { daysPhrase, registrationLevel } from '@fleetdesk/contract/rules/reminder-levels';
import { rowsOf } from '../../platform/database/client';
import type { ReminderItem, ReminderSource } from '../../platform/reminder-source';
import { registrations } from './registrations.tables';

/**
 * Registrations reaching the shop's warning, critical or escalation threshold, or expired
 * (issue 9). Only each vehicle's current registration (the latest expiry) counts; its expiry is
 * in the key, so a renewal starts the thresholds over.
 */
export const registrationReminders: ReminderSource = {
  kind: 'registration',
  permission: 'canEdit',
  async find(scope) {
    const latest = rowsOf<{ id: number; vehicle_id: number; expiration_date: string }>(
      await scope.db.execute(sql`
        select * from (
          select distinct on (vehicle_id) id, vehicle_id, expiration_date::text as expiration_date
          from ${registrations}
          where shop_id = ${scope.shopId}
          order by vehicle_id, expiration_date desc, id desc
        ) current
        where expiration_date <= (${scope.today}::date + ${Math.max(scope.warningDays, scope.criticalDays, scope.escalationDays)}::int)::text
        order by expiration_date, id`),
    );
    const items: ReminderItem[] = [];
    for (const r of latest) {
      const level = registrationLevel(r.expiration_date, scope.today, {
        warningDays: scope.warningDays,
        criticalDays: scope.criticalDays,
        escalationDays: scope.escalationDays,
      });
      if (!level) continue;
      const when = daysPhrase(r.expiration_date, scope.today);
      const expired = level === 'expired';
      items.push({
        key: `registration:${r.id}:${r.expiration_date}:${level}`,
        vehicleId: r.vehicle_id,
        level,
        title: expired ? `Registration expired ${when}` : `Registration expires ${when}`,
        detail: `Registration ${expired ? 'expired' : 'expires'} on ${r.expiration_date}.`,
        actionText: 'Open vehicle',
      });
    }
    return items;
  },
};
