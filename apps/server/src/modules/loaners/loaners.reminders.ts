import { sql } from 'drizzle-orm';
import { daysPhrase } from '@fleetdesk/contract/rules/reminder-levels';
import { daysBetween } from '@fleetdesk/contract/rules/vehicle-status';
import { rowsOf } from '../../platform/database/client';
import type { ReminderItem, ReminderSource } from '../../platform/reminder-source';
import { loanAgreements, loanerCustomers } from './loaners.tables';

/** The second reminder of an agreement still out comes this many days after the first. */
export const OVERDUE_REMINDER_AGAIN_DAYS = 3;

type Row = {
  id: number;
  vehicle_id: number;
  number: string;
  repair_order_number: string;
  customer: string;
  due_date: string;
};

/**
 * Agreements still out past `due_at` (docs/api.md "Loaners"), to members who manage loaners: once
 * on the first run after the due day (the due time has then passed, whatever hour the run keeps),
 * and once more three days later. Days are the shop's (the job's scope sets its time zone); the
 * due date is in the key, so a new due date starts over. A run that finds one already past the
 * second sends only the second.
 */
export const loanerReminders: ReminderSource = {
  kind: 'loaner',
  permission: 'canManageLoaners',
  async find(scope) {
    const rows = rowsOf<Row>(
      await scope.db.execute(sql`
        select a.id, a.vehicle_id, a.number, a.repair_order_number,
               c.first_name || ' ' || c.last_name as customer, a.due_at::date::text as due_date
        from ${loanAgreements} a
        join ${loanerCustomers} c on c.shop_id = a.shop_id and c.id = a.customer_id
        where a.shop_id = ${scope.shopId} and a.status = 'out'
          and a.due_at < ${scope.today}::date::timestamptz
        order by a.due_at, a.id`),
    );
    return rows.map((r): ReminderItem => {
      const again = daysBetween(r.due_date, scope.today) > OVERDUE_REMINDER_AGAIN_DAYS;
      return {
        key: `loaner:${r.id}:${r.due_date}:${again ? 'overdue-again' : 'overdue'}`,
        vehicleId: r.vehicle_id,
        level: again ? 'escalation' : 'expired',
        title: `Loaner ${r.number} overdue, due ${daysPhrase(r.due_date, scope.today)}`,
        detail: `Agreement ${r.number} with ${r.customer} (RO ${r.repair_order_number}) was due back on ${r.due_date} and is still out.`,
        actionUrl: `/loaners/agreements/${r.id}`,
        actionText: 'Open agreement',
      };
    });
  },
};
