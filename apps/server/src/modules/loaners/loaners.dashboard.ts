import { and, asc, eq, isNotNull, isNull, not, or, sql, type SQL } from 'drizzle-orm';
import { LOANER_LIST_LIMIT, type LoanerAvailability } from '@fleetdesk/contract/dashboard';
import { rowsOf } from '../../platform/database/client';
import type { ShopContext } from '../../platform/request-context';
import { activeVehicleCountOfType, vehicleTypes, vehicleVehicleTypes, vehicles } from '../vehicles';
import { loanAgreements } from './loaners.tables';

/**
 * The dashboard's loaner-availability widget (handed to the dashboard at modules/index.ts): a
 * loaner is assigned when it has a primary driver or an agreement `out`; the others are
 * available. Active loaners only. The total is the vehicles module's kept count; the assigned
 * are found from the two small sets (drivers' partial index, agreements out by status).
 */

const loanerType = sql`(select ${vehicleTypes.id} from ${vehicleTypes} where ${vehicleTypes.name} = 'loaner')`;
const isLoaner = (ctx: ShopContext) =>
  sql`exists (select 1 from ${vehicleVehicleTypes} where ${vehicleVehicleTypes.shopId} = ${ctx.shopId}
    and ${vehicleVehicleTypes.vehicleTypeId} = ${loanerType} and ${vehicleVehicleTypes.vehicleId} = ${vehicles.id})`;
const lentOut = (ctx: ShopContext) =>
  sql`exists (select 1 from ${loanAgreements} where ${loanAgreements.shopId} = ${ctx.shopId}
    and ${loanAgreements.status} = 'out' and ${loanAgreements.vehicleId} = ${vehicles.id})`;
const assigned = (ctx: ShopContext): SQL => or(isNotNull(vehicles.primaryDriverId), lentOut(ctx))!;

const activeLoaners = (ctx: ShopContext) =>
  and(eq(vehicles.shopId, ctx.shopId), eq(vehicles.isArchived, false), isLoaner(ctx));

async function assignedCount(ctx: ShopContext): Promise<number> {
  const result = await ctx.db.execute<{ n: number }>(sql`
    select count(*)::int as n from ${vehicles}
    where ${activeLoaners(ctx)} and ${vehicles.id} in (
      select ${vehicles.id} from ${vehicles} where ${vehicles.shopId} = ${ctx.shopId}
        and ${vehicles.primaryDriverId} is not null and not ${vehicles.isArchived}
      union
      select ${loanAgreements.vehicleId} from ${loanAgreements}
      where ${loanAgreements.shopId} = ${ctx.shopId} and ${loanAgreements.status} = 'out')`);
  return rowsOf<{ n: number }>(result)[0]!.n;
}

/** A few active loaners by description, available or assigned. */
function someLoaners(ctx: ShopContext, limit: number, available: boolean) {
  return ctx.db
    .select({ vin: vehicles.vin, description: vehicles.description })
    .from(vehicles)
    .where(
      and(
        activeLoaners(ctx),
        available ? and(isNull(vehicles.primaryDriverId), not(lentOut(ctx))) : assigned(ctx),
      ),
    )
    .orderBy(asc(vehicles.description), asc(vehicles.id))
    .limit(limit);
}

export async function loanerAvailabilityData(ctx: ShopContext): Promise<LoanerAvailability> {
  // One after the other: the request's transaction is one connection.
  const total = await activeVehicleCountOfType(ctx, 'loaner');
  const assignedLoaners = await assignedCount(ctx);
  // Available ones first; assigned ones fill the list only when fewer are available.
  const list = await someLoaners(ctx, LOANER_LIST_LIMIT, true);
  if (list.length < LOANER_LIST_LIMIT)
    list.push(...(await someLoaners(ctx, LOANER_LIST_LIMIT - list.length, false)));
  return {
    total_loaners: total,
    available_loaners: total - assignedLoaners,
    assigned_loaners: assignedLoaners,
    loaner_list: list,
  };
}
