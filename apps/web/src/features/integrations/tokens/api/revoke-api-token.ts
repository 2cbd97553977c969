import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api';
import { apiTokenKeys } from './keys';

export const API_TOKEN_REVOKE_FAILED = 'Failed to revoke the API token';

/** DELETE /api/integrations/tokens/{id}/: the key is refused from then on. */
export async function revokeApiToken(id: number): Promise<void> {
  await apiRequest(`/api/integrations/tokens/${id}/`, { method: 'DELETE' });
}

export function useRevokeApiToken() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: revokeApiToken,
    onSuccess: () => void client.invalidateQueries({ queryKey: apiTokenKeys.all }),
  });
}
