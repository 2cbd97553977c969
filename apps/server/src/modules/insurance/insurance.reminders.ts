import { sql } from 'drizzle-orm';
import { daysPhrase } from '@fleetdesk/contract/rules/reminder-levels';
import { INSURANCE_PLACEHOLDER_DATE } from '@fleetdesk/contract/rules/vehicle-status';
import { rowsOf } from '../../platform/database/client';
import type { ReminderItem, ReminderSource } from '../../platform/reminder-source';
import { insurancePolicies, masterPolicies } from './insurance.tables';

type Ending = {
  id: number;
  vehicle_id: number;
  end_date: string;
  policy_number: string;
  company: string;
};

/**
 * Each vehicle's latest-ending policy when it ends within the shop's warning threshold
 * (`warning`) or has ended (`expired`); the 1970 placeholder counts as no date. The end date is
 * in the key: a renewal (a new end date) is reminded afresh.
 */
export const insuranceReminders: ReminderSource = {
  kind: 'insurance',
  permission: 'canViewInsurance',
  async find(scope) {
    const rows = rowsOf<Ending>(
      await scope.db.execute(sql`
        select * from (
          select distinct on (p.vehicle_id) p.id, p.vehicle_id, p.end_date::text as end_date,
                 coalesce(nullif(p.policy_number, ''), m.policy_number, '') as policy_number,
                 coalesce(nullif(p.insurance_company, ''), m.insurance_company, '') as company
          from ${insurancePolicies} p
          left join ${masterPolicies} m on m.shop_id = p.shop_id and m.id = p.master_policy_id
          where p.shop_id = ${scope.shopId} and p.end_date is not null
            and p.end_date <> ${INSURANCE_PLACEHOLDER_DATE}::date
          order by p.vehicle_id, p.end_date desc, p.id desc
        ) latest
        where end_date::date <= ${scope.today}::date + ${scope.warningDays}::int
        order by end_date, id`),
    );
    return rows.map((r): ReminderItem => {
      const ended = r.end_date < scope.today;
      const level = ended ? 'expired' : 'warning';
      const policy = [r.policy_number && `Policy ${r.policy_number}`, r.company && `(${r.company})`]
        .filter(Boolean)
        .join(' ');
      return {
        key: `insurance:${r.id}:${r.end_date}:${level}`,
        vehicleId: r.vehicle_id,
        level,
        title: `Insurance ${ended ? 'ended' : 'ends'} ${daysPhrase(r.end_date, scope.today)}`,
        detail: `${policy || 'Insurance policy'} ${ended ? 'ended' : 'ends'} on ${r.end_date}.`,
        actionText: 'Open vehicle',
      };
    });
  },
};
