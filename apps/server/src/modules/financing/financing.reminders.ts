import { sql } from 'drizzle-orm';
import { daysPhrase } from '@fleetdesk/contract/rules/reminder-levels';
import { daysBetween } from '@fleetdesk/contract/rules/vehicle-status';
import { rowsOf } from '../../platform/database/client';
import type { ReminderItem, ReminderSource } from '../../platform/reminder-source';
import { refreshFinancingStatuses } from './financing.status';
import { financingVehicles, financings } from './financing.tables';

/** Spec 2 section 9: a payment is due soon within 7 days. */
export const PAYMENT_DUE_SOON_DAYS = 7;

type Row = {
  id: number;
  vehicle_id: number;
  company: string;
  monthly_payment: string;
  missing_count: number;
  oldest_missing: string | null;
  next_due_date: string | null;
};

/**
 * From the stored payment status (API.md's variance rule, kept on `financings`): months
 * `missing` (the oldest missing date is status_as_of minus max_overdue_days, so a newly missed
 * month gives a new key only once the older ones are paid) and a payment due within 7 days.
 */
export const financingReminders: ReminderSource = {
  kind: 'financing',
  permission: 'canViewFinancial',
  async find(scope) {
    // The stored status is as of its day: bring it to the run's day first, so the dashboard's
    // first call of the day finds it done.
    await refreshFinancingStatuses(scope, scope.today);
    const rows = rowsOf<Row>(
      await scope.db.execute(sql`
        select f.id, fv.vehicle_id, f.company_name as company,
               f.monthly_payment::text as monthly_payment, f.missing_count,
               case when f.missing_count > 0 and f.status_as_of is not null
                 then (f.status_as_of - f.max_overdue_days)::text end as oldest_missing,
               f.next_due_date::text as next_due_date
        from ${financings} f
        join lateral (
          select vehicle_id from ${financingVehicles}
          where shop_id = f.shop_id and financing_id = f.id
          order by position, vehicle_id limit 1
        ) fv on true
        where f.shop_id = ${scope.shopId} and f.is_active
          and (f.missing_count > 0
            or f.next_due_date between ${scope.today}::date
                                   and ${scope.today}::date + ${PAYMENT_DUE_SOON_DAYS}::int)
        order by f.id`),
    );
    const items: ReminderItem[] = [];
    for (const r of rows) {
      const who = r.company ? ` to ${r.company}` : '';
      const common = {
        vehicleId: r.vehicle_id,
        actionUrl: `/vehicles/financing/${r.id}`,
        actionText: 'Open financing',
      };
      if (r.missing_count > 0 && r.oldest_missing) {
        const months = `${r.missing_count} payment${r.missing_count === 1 ? '' : 's'}`;
        items.push({
          ...common,
          key: `financing:${r.id}:missing:${r.oldest_missing}`,
          level: 'critical',
          title: `Financing payment missed`,
          detail: `${months} of ${r.monthly_payment}${who} missing, the first due ${r.oldest_missing}.`,
        });
      }
      const due = r.next_due_date;
      if (due && due >= scope.today && daysBetween(scope.today, due) <= PAYMENT_DUE_SOON_DAYS) {
        items.push({
          ...common,
          key: `financing:${r.id}:due:${due}`,
          level: 'warning',
          title: `Financing payment due ${daysPhrase(due, scope.today)}`,
          detail: `Payment of ${r.monthly_payment}${who} due on ${due}.`,
        });
      }
    }
    return items;
  },
};
