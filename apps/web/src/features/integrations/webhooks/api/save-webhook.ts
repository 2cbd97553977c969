import {
  webhookCreatedSchema,
  webhookSchema,
  type WebhookCreate,
  type WebhookCreated,
  type Webhook,
  type WebhookUpdate,
} from '@fleetdesk/contract/webhooks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, parseWith } from '../../../../lib/api';
import { webhookKeys, WEBHOOKS_PATH } from './keys';

export const WEBHOOK_SAVE_FAILED = 'Failed to save the webhook';

/** POST /api/integrations/webhooks/: the reply carries the secret, shown this once. */
export async function createWebhook(body: WebhookCreate): Promise<WebhookCreated> {
  const data = await apiRequest(WEBHOOKS_PATH, { method: 'POST', body });
  return parseWith(webhookCreatedSchema, data);
}

/** PATCH /api/integrations/webhooks/{id}/: URL, events, enabled. */
export async function updateWebhook(id: number, body: WebhookUpdate): Promise<Webhook> {
  const data = await apiRequest(`${WEBHOOKS_PATH}${id}/`, { method: 'PATCH', body });
  return parseWith(webhookSchema, data);
}

export function useCreateWebhook() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createWebhook,
    onSuccess: () => void client.invalidateQueries({ queryKey: webhookKeys.all }),
  });
}

export function useUpdateWebhook() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: WebhookUpdate }) => updateWebhook(id, body),
    onSuccess: () => void client.invalidateQueries({ queryKey: webhookKeys.all }),
  });
}
