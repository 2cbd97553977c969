import { and, eq, sql, type SQL } from 'drizzle-orm';
import { FINANCING_MESSAGES } from '@fleetdesk/contract/financing';
import { can } from '../../platform/request-context';
import type { ArchiveBlocker, VehicleDetailSection } from '../vehicles';
import { activeSql } from './financing.state';
import { financingVehicles, financings } from './financing.tables';

/**
 * What financing adds to a vehicle (handed in at modules/index.ts): the Loan and Lease badges
 * and the archive rule, both inside the detail's one statement. Active is the one definition
 * (financing.state.ts): a financing that ended with months missing still holds its vehicles.
 */
const activeOf = (vehicle: { id: SQL; shopId: SQL }) =>
  sql`from ${financingVehicles} join ${financings} on ${and(
    eq(financings.shopId, financingVehicles.shopId),
    eq(financings.id, financingVehicles.financingId),
  )} where ${and(
    sql`${financingVehicles.shopId} = ${vehicle.shopId}`,
    sql`${financingVehicles.vehicleId} = ${vehicle.id}`,
    activeSql,
  )}`;

/** has_active_loan / has_active_lease, for a member who may see financing. */
export const financingDetailSection: VehicleDetailSection = {
  key: 'financing',
  select: (ctx, vehicle) =>
    can(ctx, 'canViewFinancial')
      ? sql`(select coalesce(json_agg(distinct ${financings.financingType}), '[]'::json) ${activeOf(vehicle)})`
      : null,
  parts: (_ctx, json) => {
    const types = json as string[];
    return { has_active_loan: types.includes('LOAN'), has_active_lease: types.includes('LEASE') };
  },
};

/** A vehicle under an active loan or lease stays in operation: it cannot be archived. */
export const activeFinancingBlocksArchive: ArchiveBlocker = {
  key: 'financing',
  blocks: (vehicle) => sql`exists (select 1 ${activeOf(vehicle)})`,
  message: FINANCING_MESSAGES.activeBlocksArchive,
};
