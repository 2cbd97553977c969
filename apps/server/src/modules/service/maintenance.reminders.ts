import { sql } from 'drizzle-orm';
import { daysPhrase } from '@fleetdesk/contract/rules/reminder-levels';
import { rowsOf } from '../../platform/database/client';
import type { ReminderItem, ReminderScope } from '../../platform/reminder-source';
import { vehicles } from '../vehicles';
import { maintenanceScheduleVehicles as pairs, maintenanceSchedules } from './maintenance.tables';

type Due = {
  schedule_id: number;
  vehicle_id: number;
  name: string;
  last_done_on: string;
  last_done_mileage: number | null;
  due_date: string | null;
  due_mileage: number | null;
  forecast_date: string | null;
  current_mileage: number | null;
  overdue: boolean;
};

/**
 * Schedules due on the job's day (issue 26), from the due list's index: `warning` while due soon,
 * `expired` once overdue. The key names the interval (when it was last done), so each is reminded
 * of once as due and once as overdue, and a service that closes it starts new keys.
 */
export async function maintenanceReminderItems(scope: ReminderScope): Promise<ReminderItem[]> {
  const rows = rowsOf<Due>(
    await scope.db.execute(sql`
      select p.schedule_id, p.vehicle_id, s.name, p.last_done_on::text as last_done_on,
             p.last_done_mileage, p.due_date::text as due_date, p.due_mileage,
             p.forecast_date::text as forecast_date, v.current_mileage,
             coalesce(p.overdue_on <= ${scope.today}::date, false) as overdue
        from ${pairs} p
        join ${maintenanceSchedules} s on s.shop_id = p.shop_id and s.id = p.schedule_id
        join ${vehicles} v on v.shop_id = p.shop_id and v.id = p.vehicle_id
       where p.shop_id = ${scope.shopId} and p.applies and p.soon_on <= ${scope.today}::date
       order by p.schedule_id, p.vehicle_id`),
  );
  return rows.map((r): ReminderItem => {
    const parts = [
      r.due_date && `due ${daysPhrase(r.due_date, scope.today)} (${r.due_date})`,
      r.due_mileage !== null &&
        `due at ${r.due_mileage.toLocaleString('en-US')} miles` +
          (r.current_mileage !== null
            ? ` (${r.due_mileage >= r.current_mileage ? `${r.due_mileage - r.current_mileage} to go` : `${r.current_mileage - r.due_mileage} over`})`
            : ''),
      r.forecast_date && `expected by ${r.forecast_date} at the current pace`,
    ].filter(Boolean);
    const level = r.overdue ? 'overdue' : 'due';
    return {
      key: `maintenance:${r.schedule_id}:${r.vehicle_id}:${r.last_done_on}:${r.last_done_mileage ?? ''}:${level}`,
      vehicleId: r.vehicle_id,
      level: r.overdue ? 'expired' : 'warning',
      title: r.overdue ? `${r.name} overdue` : `${r.name} due soon`,
      detail: `${r.name} ${parts.join(', ')}.`,
      actionText: 'Open vehicle',
    };
  });
}
