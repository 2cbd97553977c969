import { webhookListSchema, type Webhook } from '@fleetdesk/contract/webhooks';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../../lib/api';
import { webhookKeys, WEBHOOKS_PATH } from './keys';

export const WEBHOOKS_LOAD_FAILED = 'Failed to load webhooks';

/** GET /api/integrations/webhooks/: the shop's endpoints, each with its last delivery. */
export const getWebhooks = (): Promise<Webhook[]> => apiGet(WEBHOOKS_PATH, webhookListSchema);

export const webhooksQuery = () =>
  queryOptions({ queryKey: webhookKeys.list(), queryFn: getWebhooks });

export function useWebhooks(options: { enabled?: boolean } = {}) {
  return useQuery({ ...webhooksQuery(), enabled: options.enabled ?? true });
}
