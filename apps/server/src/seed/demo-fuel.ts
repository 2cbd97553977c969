import { sql } from 'drizzle-orm';
import { inScope } from '../platform/tenancy';
import type { Db } from '../platform/database/client';
import { fuelEntries } from '../modules/fuel';
import { vehicles } from '../modules/vehicles';

/** Fill-ups per vehicle in the demo: one about every month of the last half year. */
const FILLS = 6;

/**
 * A few fill-ups for each vehicle in service (issue 34 §5), so the demo's cost report draws fuel
 * beside its services, payments, policies and registrations. Dated from the shop's today
 * (`current_date`: the scope's zone), newest first; the cost report's triggers keep the sums.
 */
export async function seedDemoFuel(db: Db, shopIds: number[]): Promise<void> {
  for (const shopId of shopIds) {
    await inScope(db, { shopId, userId: null }, async (tx) => {
      const f = fuelEntries;
      const v = vehicles;
      await tx.execute(sql`
        insert into ${f} (shop_id, vehicle_id, date, quantity, unit, price_per_unit, total_cost, vendor)
        select ${v.shopId}, ${v.id}, current_date - (k * 30 + ${v.id} % 20), 12 + (${v.id} + k) % 6,
               'gallons', 3.459, round((12 + (${v.id} + k) % 6) * 3.459, 2), 'Shell'
          from ${v} cross join generate_series(0, ${FILLS - 1}) k
         where ${v.shopId} = ${shopId} and not ${v.isArchived}
           and not exists (select 1 from ${f} where ${f.shopId} = ${shopId})`);
    });
  }
}
