import { searchResponseSchema, type SearchResponse } from '@fleetdesk/contract/search';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';
import { queryString } from '../../../lib/pagination';
import { useAuthToken } from '../../../lib/session';
import { searchKeys } from './keys';

/** GET /api/base/search/?q= (spec 1 section 7). */
export function getSearchResults(q: string, limit?: number): Promise<SearchResponse> {
  return apiGet(`/api/base/search/${queryString({ q, limit })}`, searchResponseSchema);
}

export const searchResultsQueryOptions = (q: string, limit?: number) =>
  queryOptions({
    queryKey: searchKeys.results(q, limit),
    queryFn: () => getSearchResults(q, limit),
  });

/**
 * Spec 1 section 5: searches only when the trimmed text is non-empty and a token exists.
 * `keepPrevious` keeps the last results on screen while the next text loads (the palette).
 */
export function useSearchResults(
  query: string,
  { limit, keepPrevious = false }: { limit?: number; keepPrevious?: boolean } = {},
) {
  const token = useAuthToken();
  const q = query.trim();
  return useQuery({
    ...searchResultsQueryOptions(q, limit),
    enabled: q !== '' && token !== null,
    ...(keepPrevious ? { placeholderData: keepPreviousData } : {}),
  });
}
