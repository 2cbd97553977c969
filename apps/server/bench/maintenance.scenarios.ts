import type { BenchData } from './seed';

type Raw = (query: string, params?: unknown[]) => Promise<unknown>;

/**
 * Issue 26: the due list of the large shop's 100,000 vehicles. Two schedules per vehicle type
 * (an oil change every 15,000 miles or 182 days, an inspection every 365 days): 200,000 schedules
 * on vehicles, last done spread evenly over the cycle each comes round in at the pace of the
 * vehicles' readings (100 miles a day: the oil change every 150 days, by mileage) and up to 10
 * days past it, so about one in ten is due and one in thirty overdue. The next due of each is worked
 * out by the same refresh the app runs (migration 0029), in one statement. Runs once per database.
 */
export async function seedMaintenanceBenchData(
  raw: Raw,
  data: BenchData,
  log: (m: string) => void,
) {
  const existing = (await raw('select 1 from maintenance_schedules where shop_id = $1 limit 1', [
    data.largeShopId,
  ])) as { rows: unknown[] };
  if (existing.rows.length > 0) return;
  const started = performance.now();
  await raw(
    `insert into maintenance_schedules (shop_id, vehicle_type_id, name, service_type, interval_miles, interval_days, last_done_on)
     select $1, t.id, s.name, s.service_type, s.miles, s.days, current_date - s.days
     from vehicle_types t
     cross join (values ('Oil change', 'maintenance', 15000, 182), ('Inspection', 'inspection', null, 365))
       as s(name, service_type, miles, days)`,
    [data.largeShopId],
  );
  await raw(
    `insert into maintenance_schedule_vehicles (shop_id, schedule_id, vehicle_id, last_done_on, last_done_mileage)
     select v.shop_id, s.id, v.id, current_date - (v.id * 7) % (s.cycle + 10),
            greatest(0, v.current_mileage - ((v.id * 7) % (s.cycle + 10)) * 100)
     from vehicles v
     join vehicle_vehicle_types t on t.shop_id = v.shop_id and t.vehicle_id = v.id
     join (select *, coalesce(least(interval_miles / 100, interval_days), interval_days) as cycle
             from maintenance_schedules) s
       on s.shop_id = v.shop_id and s.vehicle_type_id = t.vehicle_type_id
     where v.shop_id = $1`,
    [data.largeShopId],
  );
  await raw(
    `select fleetdesk_maintenance_refresh($1::int, array(select id from vehicles where shop_id = $1))`,
    [data.largeShopId],
  );
  await raw('analyze maintenance_schedule_vehicles');
  const due = (await raw(
    `select count(*)::int as n from maintenance_schedule_vehicles
     where shop_id = $1 and applies and soon_on <= current_date`,
    [data.largeShopId],
  )) as { rows: { n: number }[] };
  log(
    `  maintenance schedules (200,000 on vehicles, ${due.rows[0]!.n.toLocaleString('en-US')} due): ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

/** The Due Service page's calls: everything due, the overdue, and one vehicle's. */
export const maintenanceScenarios = [
  { name: 'maintenance due, all (first 1,000)', url: () => '/api/vehicles/maintenance-due/' },
  {
    name: 'maintenance due, overdue',
    url: () => '/api/vehicles/maintenance-due/?state=overdue',
  },
  {
    name: 'maintenance due, one vehicle',
    url: (d: BenchData) => `/api/vehicles/maintenance-due/?vehicle=${d.sampleVin}`,
  },
  {
    name: 'maintenance schedules of a vehicle',
    url: (d: BenchData) => `/api/vehicles/maintenance-schedules/?vehicle=${d.sampleVin}`,
  },
].map((s) => ({ ...s, method: 'GET' as const }));
