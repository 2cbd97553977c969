import { searchConfigResponseSchema, type SearchableModel } from '@fleetdesk/contract/registry';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';
import { registryError } from './registry-error';

/** GET /api/base/search-config/: the searchable models of the modules the member may open. */
export async function getSearchConfig(): Promise<SearchableModel[]> {
  try {
    return (await apiGet('/api/base/search-config/', searchConfigResponseSchema)).searchable_models;
  } catch (error) {
    throw registryError('search configuration', error);
  }
}

export const searchConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['registry', 'search-config'] as const,
    queryFn: getSearchConfig,
    staleTime: Infinity,
  });

export function useSearchConfig() {
  return useQuery(searchConfigQueryOptions());
}
