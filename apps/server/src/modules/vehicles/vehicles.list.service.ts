import {
  VEHICLE_MESSAGES,
  type VehicleListItem,
  type VehicleListQuery,
  type VehicleType,
} from '@fleetdesk/contract/vehicles';
import { VEHICLE_STATUSES } from '@fleetdesk/contract/rules/vehicle-status';
import type { AppDeps } from '../../platform/deps';
import { forbidden } from '../../platform/errors';
import { pageWindow } from '../../platform/pagination';
import { can, type ShopContext } from '../../platform/request-context';
import { pageAcrossGroups } from './vehicles.status-page';
import * as listRepo from './vehicles.list.repository';
import { vehiclePhotoUrl } from './vehicles.photo-link';
import * as repo from './vehicles.repository';
import type { ListedVehicle } from './vehicles.sql';

/** The vehicle list and the vehicle types. */

export async function listVehicleTypes(ctx: ShopContext): Promise<VehicleType[]> {
  return repo.listVehicleTypes(ctx);
}

/** The list's filter of a query (the list's, or an export's), for this member. */
export function listFilterOf(
  ctx: ShopContext,
  query: Omit<VehicleListQuery, 'page' | 'page_size'>,
  window: { limit: number; offset: number },
): listRepo.VehicleListFilter {
  if (query.archived && !can(ctx, 'canViewArchived'))
    throw forbidden(VEHICLE_MESSAGES.archivedNotAllowed);
  return {
    archived: query.archived,
    locationId: query.location,
    typeNames: query.types,
    search: query.search,
    ordering: query.ordering,
    ...window,
  };
}

/** A page of the list, each vehicle's photo as a link signed for this member. */
export async function listVehicles(
  ctx: ShopContext,
  deps: Pick<AppDeps, 'config'>,
  query: VehicleListQuery,
): Promise<{ count: number; atLeast: boolean; results: VehicleListItem[] }> {
  const { results, ...count } = await listedVehicles(ctx, query);
  return {
    ...count,
    results: results.map(({ photo_id, ...vehicle }) => ({
      ...vehicle,
      photo_url: vehiclePhotoUrl(deps.config, ctx, photo_id),
    })),
  };
}

async function listedVehicles(
  ctx: ShopContext,
  query: VehicleListQuery,
): Promise<{ count: number; atLeast: boolean; results: ListedVehicle[] }> {
  const filter = listFilterOf(ctx, query, pageWindow(query));
  if (!query.ordering.endsWith('status')) return listRepo.listVehiclePageCounted(ctx, filter);
  // Status order reads group by group while the count runs beside it.
  const [count, results] = await Promise.all([
    countBeside(ctx, filter),
    statusOrderedPage(ctx, filter),
  ]);
  return { ...count, results };
}

/** The rows of the filter's window, in its order (an export's batches). */
export const vehiclePage = (ctx: ShopContext, filter: listRepo.VehicleListFilter) =>
  filter.ordering.endsWith('status')
    ? statusOrderedPage(ctx, filter)
    : listRepo.listVehiclePage(ctx, filter);

/** The count runs beside the page read (another connection where there is one). */
const countBeside = (ctx: ShopContext, filter: listRepo.VehicleListFilter) =>
  ctx.alongside((db) => listRepo.countVehicles({ ...ctx, db }, filter));

/** A page in status order, read group by group (see pageAcrossGroups). */
function statusOrderedPage(ctx: ShopContext, filter: listRepo.VehicleListFilter) {
  const ranks = VEHICLE_STATUSES.map((_, rank) => rank);
  if (filter.ordering.startsWith('-')) ranks.reverse();
  return pageAcrossGroups(ranks, filter.offset, filter.limit, {
    page: (rank, offset, limit) =>
      listRepo.listVehiclePage(ctx, { ...filter, offset, limit }, { statusRank: rank }),
    sizeUpTo: (rank, cap) => listRepo.countStatusGroupUpTo(ctx, filter, rank, cap),
  });
}
