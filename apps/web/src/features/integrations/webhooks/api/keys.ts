/** Query keys of the webhooks: every key starts with `all`, so a change refreshes list and logs. */
export const webhookKeys = {
  all: ['integrations', 'webhooks'] as const,
  list: () => [...webhookKeys.all, 'list'] as const,
  deliveries: (id: number) => [...webhookKeys.all, 'deliveries', id] as const,
};

export const WEBHOOKS_PATH = '/api/integrations/webhooks/';
