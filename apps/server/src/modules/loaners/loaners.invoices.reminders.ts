import { sql } from 'drizzle-orm';
import { formatMoney } from '@fleetdesk/contract/money';
import { daysPhrase } from '@fleetdesk/contract/rules/reminder-levels';
import { rowsOf } from '../../platform/database/client';
import type { ReminderItem, ReminderSource } from '../../platform/reminder-source';
import { invoiceFiguresSql } from './loaners.invoices.repository';

type Row = { id: number; number: string; insurer: string; due_on: string; balance: string };

/**
 * Invoices to insurers past their due date with a balance (docs/api.md "Loaner money: invoices
 * and receivables"), once, to members who take payments (canManageLoanerCharges). The due date is
 * in the key, as the overdue loaners' is; an invoice is no one vehicle's, so the notice names it
 * alone. Days are the shop's (the job's scope sets its zone).
 */
export const loanerInvoiceReminders: ReminderSource = {
  kind: 'loaner_invoice',
  permission: 'canManageLoanerCharges',
  async find(scope) {
    const rows = rowsOf<Row>(
      await scope.db.execute(sql`
        select f.id, f.number, ins.name as insurer, f.due_on::text as due_on,
          f.balance_amount::numeric(20, 2)::text as balance
        from (${invoiceFiguresSql(sql`inv.shop_id = ${scope.shopId} and inv.voided_at is null`)}) f
        join loaner_insurers ins on ins.shop_id = f.shop_id and ins.id = f.insurer_id
        where f.balance_amount > 0 and f.due_on < ${scope.today}::date
        order by f.due_on, f.id`),
    );
    return rows.map((r): ReminderItem => ({
      key: `loaner_invoice:${r.id}:${r.due_on}:overdue`,
      vehicleId: null,
      level: 'expired',
      title: `Invoice ${r.number} to ${r.insurer} overdue, due ${daysPhrase(r.due_on, scope.today)}`,
      detail: `Invoice ${r.number} to ${r.insurer} was due on ${r.due_on}; ${formatMoney(r.balance)} is still owed.`,
      actionUrl: `/loaners/invoices/${r.id}`,
      actionText: 'Open invoice',
    }));
  },
};
