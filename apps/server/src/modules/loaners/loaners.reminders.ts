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

type CoverageRow = {
  id: number;
  vehicle_id: number;
  number: string;
  repair_order_number: string;
  insurer_name: string;
  coverage_ends_on: string;
  expected_completion_on: string;
};

/**
 * Reserved or out agreements whose insurer's authorised days run out before the repair's
 * expected completion (the board's flag), to members who manage loaners: once, the day before
 * the last covered day (or on it, for a run that missed the day before). The last covered day is
 * in the key, so an extension that moves it and still falls short reminds again.
 */
export const loanerCoverageReminders: ReminderSource = {
  kind: 'loaner',
  permission: 'canManageLoaners',
  async find(scope) {
    const rows = rowsOf<CoverageRow>(
      await scope.db.execute(sql`
        select a.id, a.vehicle_id, a.number, a.repair_order_number, a.insurer_name,
               a.coverage_ends_on::text as coverage_ends_on,
               a.expected_completion_on::text as expected_completion_on
        from ${loanAgreements} a
        where a.shop_id = ${scope.shopId} and a.status in ('reserved', 'out')
          and a.expected_completion_on > a.coverage_ends_on
          and a.coverage_ends_on between ${scope.today}::date and ${scope.today}::date + 1
        order by a.coverage_ends_on, a.id`),
    );
    return rows.map((r): ReminderItem => ({
      key: `loaner-coverage:${r.id}:${r.coverage_ends_on}`,
      vehicleId: r.vehicle_id,
      level: 'warning',
      title: `Loaner ${r.number}: the insurer's days end ${daysPhrase(r.coverage_ends_on, scope.today)}`,
      detail: `${r.insurer_name || 'The insurer'} covers agreement ${r.number} (RO ${r.repair_order_number}) until ${r.coverage_ends_on}; the repair is expected done on ${r.expected_completion_on}. Ask for an extension.`,
      actionUrl: `/loaners/agreements/${r.id}`,
      actionText: 'Open agreement',
    }));
  },
};
