import {
  apiTokenCreatedSchema,
  type ApiTokenCreate,
  type ApiTokenCreated,
} from '@fleetdesk/contract/api-tokens';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, parseWith } from '../../../../lib/api';
import { apiTokenKeys } from './keys';

export const API_TOKEN_CREATE_FAILED = 'Failed to create the API token';

/** POST /api/integrations/tokens/: the reply's `key` is the only time the key is shown. */
export async function createApiToken(body: ApiTokenCreate): Promise<ApiTokenCreated> {
  const data = await apiRequest('/api/integrations/tokens/', { method: 'POST', body });
  return parseWith(apiTokenCreatedSchema, data);
}

export function useCreateApiToken() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createApiToken,
    onSuccess: () => void client.invalidateQueries({ queryKey: apiTokenKeys.all }),
  });
}
