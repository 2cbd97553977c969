import {
  VEHICLE_MESSAGES,
  type VehicleListItem,
  type VehicleListQuery,
  type VehicleType,
} from '@fleetdesk/contract/vehicles';
import { VEHICLE_STATUSES } from '@fleetdesk/contract/rules/vehicle-status';
import { forbidden } from '../../platform/errors';
import { pageWindow } from '../../platform/pagination';
import { can, type ShopContext } from '../../platform/request-context';
import { pageAcrossGroups } from './vehicles.status-page';
import * as repo from './vehicles.repository';

/** The vehicle list and the vehicle types. */

export async function listVehicleTypes(ctx: ShopContext): Promise<VehicleType[]> {
  return repo.listVehicleTypes(ctx);
}

export async function listVehicles(
  ctx: ShopContext,
  query: VehicleListQuery,
): Promise<{ count: number; results: VehicleListItem[] }> {
  if (query.archived && !can(ctx, 'canViewArchived'))
    throw forbidden(VEHICLE_MESSAGES.archivedNotAllowed);
  const filter: repo.VehicleListFilter = {
    archived: query.archived,
    locationId: query.location,
    typeNames: query.types,
    search: query.search,
    ordering: query.ordering,
    ...pageWindow(query),
  };
  // The page (with its types) is read while the count runs beside it.
  const [count, results] = await Promise.all([
    countBeside(ctx, filter),
    query.ordering.endsWith('status')
      ? statusOrderedPage(ctx, filter)
      : repo.listVehiclePage(ctx, filter),
  ]);
  return { count, results };
}

/** The count runs beside the page read (another connection where there is one). */
const countBeside = (ctx: ShopContext, filter: repo.VehicleListFilter) =>
  ctx.alongside((db) => repo.countVehicles({ ...ctx, db }, filter));

/** A page in status order, read group by group (see pageAcrossGroups). */
function statusOrderedPage(ctx: ShopContext, filter: repo.VehicleListFilter) {
  const ranks = VEHICLE_STATUSES.map((_, rank) => rank);
  if (filter.ordering.startsWith('-')) ranks.reverse();
  return pageAcrossGroups(ranks, filter.offset, filter.limit, {
    page: (rank, offset, limit) =>
      repo.listVehiclePage(ctx, { ...filter, offset, limit }, { statusRank: rank }),
    sizeUpTo: (rank, cap) => repo.countStatusGroupUpTo(ctx, filter, rank, cap),
  });
}
