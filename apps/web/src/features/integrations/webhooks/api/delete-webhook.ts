import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api';
import { webhookKeys, WEBHOOKS_PATH } from './keys';

export const WEBHOOK_DELETE_FAILED = 'Failed to delete the webhook';

/** DELETE /api/integrations/webhooks/{id}/: the endpoint and its delivery log. */
export async function deleteWebhook(id: number): Promise<void> {
  await apiRequest(`${WEBHOOKS_PATH}${id}/`, { method: 'DELETE' });
}

export function useDeleteWebhook() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteWebhook,
    onSuccess: () => void client.invalidateQueries({ queryKey: webhookKeys.all }),
  });
}
