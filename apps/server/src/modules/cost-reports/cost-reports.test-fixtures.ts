import { sql } from 'drizzle-orm';
import type { TestApp, TestShop } from '../../../test/helpers';
import { vehicleFixtures } from '../vehicles/vehicles.test-fixtures';

/**
 * A shop's costs written straight into the source tables (the cost report only reads them; the
 * triggers of migration 0052 keep the monthly sums): fuel, a service, a registration, a policy,
 * a financing over two vehicles with a payment, and mileage readings.
 */
export function costFixtures(t: TestApp) {
  const vf = vehicleFixtures(t);

  const exec = (shop: TestShop, query: ReturnType<typeof sql>) =>
    t.inShop(shop, (db) => db.execute(query));

  return {
    insertVehicles: vf.insertVehicles,
    fuel: (shop: TestShop, vehicleId: number, date: string, cost: string) =>
      exec(
        shop,
        sql`insert into fuel_entries (shop_id, vehicle_id, date, quantity, total_cost)
            values (${shop.id}, ${vehicleId}, ${date}, 10, ${cost})`,
      ),
    service: (shop: TestShop, vehicleId: number, date: string, amount: string) =>
      exec(
        shop,
        sql`with v as (insert into vendors (shop_id, name, vendor_type)
                       values (${shop.id}, 'Quick Lube', 'vehicle_service') returning id)
            insert into service_records (shop_id, vehicle_id, vendor_id, service_date, service_type, amount, description)
            select ${shop.id}, ${vehicleId}, v.id, ${date}, 'maintenance', ${amount}, 'Oil change' from v`,
      ),
    registration: (shop: TestShop, vehicleId: number, renewed: string, fee: string) =>
      exec(
        shop,
        sql`insert into registrations (shop_id, vehicle_id, plate_cost, expiration_date, last_renewed)
            values (${shop.id}, ${vehicleId}, ${fee}, (${renewed}::date + interval '1 year')::date, ${renewed})`,
      ),
    policy: (shop: TestShop, vehicleId: number, start: string, end: string, premium: string) =>
      exec(
        shop,
        sql`insert into insurance_policies (shop_id, vehicle_id, vehicle_premium, start_date, end_date)
            values (${shop.id}, ${vehicleId}, ${premium}, ${start}, ${end})`,
      ),
    /** A financing over `vehicleIds` (the first one first) and one payment with a late fee. */
    financingPayment: (
      shop: TestShop,
      vehicleIds: number[],
      date: string,
      amount: string,
      lateFee: string,
    ) =>
      exec(
        shop,
        sql`with f as (insert into financings (shop_id, monthly_payment, start_date)
                       values (${shop.id}, ${amount}, '2024-01-01') returning id),
                 l as (insert into financing_vehicles (shop_id, financing_id, vehicle_id, position)
                       select ${shop.id}, f.id, v.id, v.n - 1
                         from f, unnest(${sql.raw(`array[${vehicleIds.map(Number).join(',')}]`)}::integer[])
                              with ordinality as v(id, n))
            insert into financing_payments (shop_id, financing_id, payment_date, amount_paid, late_fee)
            select ${shop.id}, f.id, ${date}, ${amount}, ${lateFee} from f`,
      ),
    reading: (shop: TestShop, vehicleId: number, at: string, mileage: number) =>
      exec(
        shop,
        sql`insert into mileage_logs (shop_id, vehicle_id, mileage, date_recorded)
            values (${shop.id}, ${vehicleId}, ${mileage}, ${at})`,
      ),
    exec,
  };
}
