import { sql } from 'drizzle-orm';
import { daysPhrase } from '@fleetdesk/contract/rules/reminder-levels';
import { rowsOf } from '../../platform/database/client';
import type { ReminderItem, ReminderScope, ReminderSource } from '../../platform/reminder-source';
import { maintenanceReminderItems } from './maintenance.reminders';
import { vehicles } from '../vehicles';
import { serviceRecords } from './service.tables';

/** Issue 9: a service is due when its date is 14 days away or its mileage 500 miles away. */
export const SERVICE_DUE_DAYS = 14;
export const SERVICE_DUE_MILES = 500;

type Due = {
  id: number;
  vehicle_id: number;
  next_service_date: string | null;
  next_service_mileage: number | null;
  current_mileage: number | null;
};

/**
 * Services coming due: from each vehicle's latest service that names a next date or mileage, and
 * from its maintenance schedules; `warning` while coming up, `expired` once past.
 */
export const serviceReminders: ReminderSource = {
  kind: 'service',
  permission: 'canManageService',
  async find(scope) {
    return [...(await recordItems(scope)), ...(await maintenanceReminderItems(scope))];
  },
};

/** From each vehicle's latest service record that names a next date or mileage. */
async function recordItems(scope: ReminderScope): Promise<ReminderItem[]> {
  const rows = rowsOf<Due>(
    await scope.db.execute(sql`
        select s.id, s.vehicle_id, s.next_service_date::text as next_service_date,
               s.next_service_mileage, v.current_mileage
        from (
          select distinct on (vehicle_id) id, vehicle_id, next_service_date, next_service_mileage
          from ${serviceRecords}
          where shop_id = ${scope.shopId}
            and (next_service_date is not null or next_service_mileage is not null)
          order by vehicle_id, service_date desc, id desc
        ) s
        join ${vehicles} v on v.shop_id = ${scope.shopId} and v.id = s.vehicle_id
        where s.next_service_date <= ${scope.today}::date + ${SERVICE_DUE_DAYS}::int
           or s.next_service_mileage - v.current_mileage <= ${SERVICE_DUE_MILES}
        order by s.id`),
  );
  return rows.map((r): ReminderItem => {
    const byDate = r.next_service_date !== null && r.next_service_date <= scope.today;
    const milesLeft =
      r.next_service_mileage !== null && r.current_mileage !== null
        ? r.next_service_mileage - r.current_mileage
        : null;
    const overdue = byDate || (milesLeft !== null && milesLeft <= 0);
    const parts = [
      r.next_service_date &&
        `due ${daysPhrase(r.next_service_date, scope.today)} (${r.next_service_date})`,
      r.next_service_mileage !== null &&
        `due at ${r.next_service_mileage.toLocaleString('en-US')} miles` +
          (milesLeft !== null
            ? ` (${milesLeft >= 0 ? `${milesLeft} to go` : `${-milesLeft} over`})`
            : ''),
    ].filter(Boolean);
    return {
      key: `service:${r.id}:${overdue ? 'overdue' : 'due'}`,
      vehicleId: r.vehicle_id,
      level: overdue ? 'expired' : 'warning',
      title: overdue ? 'Service overdue' : 'Service due soon',
      detail: `Next service ${parts.join(', ')}.`,
      actionText: 'Open vehicle',
    };
  });
}
