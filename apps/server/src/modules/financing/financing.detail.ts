import { and, eq, sql } from 'drizzle-orm';
import { FINANCING_MESSAGES } from '@fleetdesk/contract/financing';
import { can, type ShopContext } from '../../platform/request-context';
import type { ArchiveBlocker, VehicleDetailSection } from '../vehicles';
import { financingVehicles, financings } from './financing.tables';

/**
 * What financing adds to a vehicle (handed in at modules/index.ts): the Loan and Lease badges
 * and the archive rule. Active means is_active and the end date not passed.
 */
async function activeTypes(ctx: ShopContext, vehicleId: number): Promise<Set<string>> {
  const rows = await ctx.db
    .selectDistinct({ type: financings.financingType })
    .from(financingVehicles)
    .innerJoin(
      financings,
      and(
        eq(financings.shopId, financingVehicles.shopId),
        eq(financings.id, financingVehicles.financingId),
      ),
    )
    .where(
      and(
        eq(financingVehicles.shopId, ctx.shopId),
        eq(financingVehicles.vehicleId, vehicleId),
        eq(financings.isActive, true),
        sql`(${financings.endDate} is null or ${financings.endDate} >= current_date)`,
      ),
    );
  return new Set(rows.map((r) => r.type));
}

/** has_active_loan / has_active_lease, for a member who may see financing. */
export const financingDetailSection: VehicleDetailSection = async (ctx, vehicle) => {
  if (!can(ctx, 'canViewFinancial')) return {};
  const types = await activeTypes(ctx, vehicle.id);
  return { has_active_loan: types.has('LOAN'), has_active_lease: types.has('LEASE') };
};

/** A vehicle under an active loan or lease stays in operation: it cannot be archived. */
export const activeFinancingBlocksArchive: ArchiveBlocker = async (ctx, vehicle) =>
  (await activeTypes(ctx, vehicle.id)).size > 0 ? FINANCING_MESSAGES.activeBlocksArchive : null;
