import { apiTokenSchema, type ApiToken } from '@fleetdesk/contract/api-tokens';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetList } from '../../../../lib/api';
import { apiTokenKeys } from './keys';

export const API_TOKENS_LOAD_FAILED = 'Failed to load API tokens';

/** GET /api/integrations/tokens/: the shop's tokens not revoked, newest first (a shop has few). */
export const apiTokensQueryOptions = () =>
  queryOptions({
    queryKey: apiTokenKeys.all,
    queryFn: (): Promise<ApiToken[]> =>
      apiGetList('/api/integrations/tokens/?page_size=1000', apiTokenSchema),
  });

export function useApiTokens() {
  return useQuery(apiTokensQueryOptions());
}
