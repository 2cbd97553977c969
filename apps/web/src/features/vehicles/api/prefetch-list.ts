import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { permissionsQueryOptions, toAccess } from '../../../lib/permissions';
import { moduleSettingsQueryOptions, pageSizeOf } from '../../settings';
import { locationsQueryOptions } from '../../shops';
import { listDefaults, listQueryParams, readListState } from '../components/list/list-params';
import { vehiclesQueryOptions } from './get-vehicles';

/**
 * A query's answer, asked for unless it has just failed (the page's first load asks for some of
 * the same at once): a failure is not asked again here, and reads as no answer, as the screen
 * reads it.
 */
async function answerOf<T, K extends QueryKey>(
  client: QueryClient,
  options: FetchQueryOptions<T, Error, T, K>,
): Promise<T | undefined> {
  if (client.getQueryState(options.queryKey)?.status === 'error') return undefined;
  return client.fetchQuery(options).catch(() => undefined);
}

/**
 * The list's first page as its screen will ask for it (the address, the member's settings and
 * permissions), and its filters' locations: asked for before the screen renders, so a page
 * opened cold renders once with its rows (app/first-load.ts).
 */
export async function prefetchVehicleList(
  client: QueryClient,
  search: URLSearchParams,
): Promise<void> {
  const [settings, permissions] = await Promise.all([
    answerOf(client, moduleSettingsQueryOptions('vehicles')),
    answerOf(client, permissionsQueryOptions('vehicles')),
    client.prefetchQuery(locationsQueryOptions()),
  ]);
  const canViewArchived = toAccess(permissions).can('canViewArchived');
  const state = readListState(search, listDefaults(settings, canViewArchived));
  const params = listQueryParams(state, pageSizeOf(settings), canViewArchived);
  await client.prefetchQuery(vehiclesQueryOptions(params));
}
