import { and, eq, sql } from 'drizzle-orm';
import { SUMMARY_MONTHS, UPCOMING_LIMIT } from '@fleetdesk/contract/vehicle-glance';
import { INSURANCE_PLACEHOLDER_DATE } from '@fleetdesk/contract/rules/vehicle-status';
import { prepared } from '../../platform/database/prepared';
import type { ShopContext } from '../../platform/request-context';
import { financingPayments, financingVehicles, financings } from '../financing';
import { insurancePolicies } from '../insurance';
import { loanAgreements } from '../loaners';
import { mileageLogs } from '../mileage';
import { registrations } from '../registrations';
import { maintenanceSchedules, maintenanceScheduleVehicles, serviceRecords } from '../service';
import { vehicles } from '../vehicles';

/**
 * The vehicle at a glance in one statement: the summary of a vehicle as one json value,
 * computed by the database. What the member may
 * view arrives as placeholders (`mileage`, `service`, `financing`, `insurance`, `loaners`), so
 * the statement is prepared once for every member; a hidden area's rows are never read.
 */

/** Which areas' figures the member may view (docs/api.md, "The vehicle at a glance"). */
export type SummaryAreas = {
  mileage: boolean;
  service: boolean;
  financing: boolean;
  insurance: boolean;
  loaners: boolean;
};

const p = {
  shopId: sql.placeholder('shopId'),
  vehicleId: sql.placeholder('vehicleId'),
  mileage: sql`${sql.placeholder('mileage')}::boolean`,
  service: sql`${sql.placeholder('service')}::boolean`,
  financing: sql`${sql.placeholder('financing')}::boolean`,
  insurance: sql`${sql.placeholder('insurance')}::boolean`,
  loaners: sql`${sql.placeholder('loaners')}::boolean`,
};

const S = sql`${vehicles.shopId}`;
const V = sql`${vehicles.id}`;
const money = (value: string) => sql.raw(`round(${value}, 2)::text`);
const day = (value: string) => sql.raw(`to_char(${value}, 'YYYY-MM-DD')`);

/** The first and the latest reading (by when recorded): the mileage figures come from the two. */
const readings = sql`
  left join lateral (select m.mileage, m.date_recorded::date as on_day from ${mileageLogs} m
    where m.shop_id = ${S} and m.vehicle_id = ${V} and ${p.mileage}
    order by m.date_recorded desc, m.id desc limit 1) latest on true
  left join lateral (select m.mileage, m.date_recorded::date as on_day from ${mileageLogs} m
    where m.shop_id = ${S} and m.vehicle_id = ${V} and ${p.mileage}
    order by m.date_recorded, m.id limit 1) earliest on true`;

/**
 * Every cost of the vehicle on its day, of each kind the member may view: a service's amount;
 * a financing payment (late fee included), split evenly, to the cent, between the vehicles the
 * financing covers; a policy's premium on its start date; a registration's plate cost on the
 * day it was renewed (or recorded).
 */
const costs = sql`
  select 'service' as kind, r.service_date as on_day, r.amount::numeric as amount
    from ${serviceRecords} r where r.shop_id = ${S} and r.vehicle_id = ${V} and ${p.service}
  union all
  select 'financing', pay.payment_date,
    round(pay.total_payment / (select count(*) from ${financingVehicles} o
      where o.shop_id = fv.shop_id and o.financing_id = fv.financing_id), 2)
    from ${financingVehicles} fv join ${financingPayments} pay
      on pay.shop_id = fv.shop_id and pay.financing_id = fv.financing_id
    where fv.shop_id = ${S} and fv.vehicle_id = ${V} and ${p.financing}
  union all
  select 'insurance', ip.start_date, coalesce(ip.vehicle_premium, ip.policy_costs)
    from ${insurancePolicies} ip where ip.shop_id = ${S} and ip.vehicle_id = ${V} and ${p.insurance}
      and ip.start_date is not null and coalesce(ip.vehicle_premium, ip.policy_costs) is not null
  union all
  select 'registration', coalesce(rg.last_renewed, rg.created_at::date), rg.plate_cost
    from ${registrations} rg where rg.shop_id = ${S} and rg.vehicle_id = ${V} and rg.plate_cost is not null`;

/**
 * Each schedule's next due on this vehicle: its due date, due mileage and mileage forecast, kept
 * apart (a forecast is not a due date), ranked as the due list ranks them (the earlier of the two).
 */
const schedulesDue = sql`
  select s.name as title, least(d.due_date, d.forecast_date) as on_day, d.due_date,
      d.forecast_date, d.due_mileage
    from ${maintenanceScheduleVehicles} d join ${maintenanceSchedules} s
      on s.shop_id = d.shop_id and s.id = d.schedule_id
    where d.shop_id = ${S} and d.vehicle_id = ${V} and d.applies and ${p.service}
      and (d.due_date is not null or d.forecast_date is not null or d.due_mileage is not null)
  union all
  select * from (select r.service_type, r.next_service_date, r.next_service_date, null::date,
      r.next_service_mileage
    from ${serviceRecords} r where r.shop_id = ${S} and r.vehicle_id = ${V} and ${p.service}
      and (r.next_service_date is not null or r.next_service_mileage is not null)
    order by r.service_date desc, r.id desc limit 1) latest_record`;

const PLACEHOLDER_DAY = sql.raw(`date '${INSURANCE_PLACEHOLDER_DATE}'`);

/** What comes next, overdue first: at most UPCOMING_LIMIT items, each a path inside the app. */
const upcoming = sql`
  select ${vehicles.registrationExpiresOn} as on_day, 'registration' as kind,
      'Registration expires' as title, '/vehicles/' || ${vehicles.vin} as url, false as forecast
    where ${vehicles.registrationExpiresOn} is not null
  union all
  select ${vehicles.insuranceEndsOn}, 'insurance', 'Insurance ends',
      '/vehicles/' || ${vehicles.vin} || '?tab=finance', false
    where ${p.insurance} and ${vehicles.insuranceEndsOn} > ${PLACEHOLDER_DAY}
  union all
  select coalesce(due_date, forecast_date), 'service',
      title || case when due_date is null then ' expected' else ' due' end,
      '/vehicles/' || ${vehicles.vin} || '?tab=service', due_date is null
    from (${schedulesDue}) due where on_day is not null
  union all
  select f.next_due_date, 'financing',
      'Payment due: ' || coalesce(nullif(f.lender_name, ''), nullif(f.leasing_company, ''), f.financing_type),
      '/vehicles/financing/' || f.id, false
    from ${financingVehicles} fv join ${financings} f on f.shop_id = fv.shop_id and f.id = fv.financing_id
    where fv.shop_id = ${S} and fv.vehicle_id = ${V} and ${p.financing}
      and f.is_active and f.next_due_date is not null
  union all
  select a.due_at::date, 'loaner', 'Loaner return: ' || a.number, '/loaners/agreements/' || a.id, false
    from ${loanAgreements} a
    where a.shop_id = ${S} and a.vehicle_id = ${V} and ${p.loaners} and a.status = 'out'`;

const months = sql.raw(
  `select (date_trunc('month', current_date) - g * interval '1 month')::date as month
     from generate_series(0, ${SUMMARY_MONTHS - 1}) g`,
);

const sumOf = (kind: string) =>
  sql.raw(`coalesce(sum(c.amount) filter (where c.kind = '${kind}'), 0) as ${kind}`);

const summarySql = sql`(with
  cost as (${costs}),
  to_date as (select
      sum(amount) filter (where kind in ('service', 'financing') and on_day <= current_date) as total
    from cost)
  select json_build_object(
    'current_mileage', latest.mileage,
    'miles_per_month', case when latest.on_day > earliest.on_day and latest.mileage >= earliest.mileage
      then round((latest.mileage - earliest.mileage) * 30.4375 / (latest.on_day - earliest.on_day))::int end,
    'cost_to_date', case when ${p.service} and ${p.financing} then ${money('coalesce(to_date.total, 0)')} end,
    'cost_per_mile', case when ${p.service} and ${p.financing} and latest.mileage > earliest.mileage
      then ${money('coalesce(to_date.total, 0) / (latest.mileage - earliest.mileage)')} end,
    'registration_due_in_days', ${vehicles.registrationExpiresOn} - current_date,
    'insurance_due_in_days', case when ${p.insurance} and ${vehicles.insuranceEndsOn} > ${PLACEHOLDER_DAY}
      then ${vehicles.insuranceEndsOn} - current_date end,
    'next_service', (select json_build_object('title', title, 'due_date', ${day('due_date')},
        'due_mileage', due_mileage, 'forecast_date', ${day('forecast_date')})
      from (${schedulesDue}) due order by on_day nulls last, due_mileage nulls last limit 1),
    'monthly_costs', (select json_agg(json_build_object(
        'month', to_char(month, 'YYYY-MM'),
        'service', case when ${p.service} then ${money('service')} end,
        'financing', case when ${p.financing} then ${money('financing')} end,
        'insurance', case when ${p.insurance} then ${money('insurance')} end,
        'registration', ${money('registration')}
      ) order by month)
      from (select m.month, ${sumOf('service')}, ${sumOf('financing')}, ${sumOf('insurance')},
          ${sumOf('registration')}
        from (${months}) m left join cost c
          on c.on_day >= m.month and c.on_day < m.month + interval '1 month' and c.on_day <= current_date
        group by m.month) per_month),
    'mileage_trend', (select coalesce(json_agg(json_build_object('date', ${day('on_day')},
        'mileage', mileage) order by on_day), '[]'::json)
      from (select distinct on (m.date_recorded::date) m.date_recorded::date as on_day, m.mileage
        from ${mileageLogs} m
        where m.shop_id = ${S} and m.vehicle_id = ${V} and ${p.mileage}
          and m.date_recorded >= date_trunc('month', current_date) - interval '${sql.raw(String(SUMMARY_MONTHS - 1))} months'
        order by m.date_recorded::date, m.date_recorded desc, m.id desc) per_day),
    'upcoming', (select coalesce(json_agg(json_build_object('date', ${day('on_day')}, 'kind', kind,
        'title', title, 'url', url, 'forecast', forecast)
        order by on_day, kind, title), '[]'::json)
      from (select * from (${upcoming}) items order by on_day, kind, title limit ${sql.raw(String(UPCOMING_LIMIT))}) first_items)
  )
  from to_date ${readings})`;

/** The summary of a vehicle the member has reached (reachVehicle), as one json value. */
export async function vehicleSummaryJson(
  ctx: ShopContext,
  vehicleId: number,
  areas: SummaryAreas,
): Promise<unknown> {
  const statement = prepared(ctx.db, 'vehicle_summary', (db) =>
    db
      .select({ summary: summarySql })
      .from(vehicles)
      .where(and(eq(vehicles.shopId, p.shopId), eq(vehicles.id, p.vehicleId)))
      .prepare('vehicle_summary'),
  );
  const [row] = await statement.execute({
    shopId: ctx.shopId,
    vehicleId,
    ...areas,
  });
  return row?.summary ?? null;
}
