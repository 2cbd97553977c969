import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api';
import { webhookKeys, WEBHOOKS_PATH } from './keys';

export const WEBHOOK_TEST_FAILED = 'Failed to send the test';

/** POST /api/integrations/webhooks/{id}/test/: a webhook.test event, sent at once. */
export async function sendWebhookTest(id: number): Promise<void> {
  await apiRequest(`${WEBHOOKS_PATH}${id}/test/`, { method: 'POST' });
}

export function useSendWebhookTest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendWebhookTest,
    onSuccess: () => void client.invalidateQueries({ queryKey: webhookKeys.all }),
  });
}
