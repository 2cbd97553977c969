// Integrations: what other features and app/ may use (docs/decisions/0010).
export { WebhooksStatus } from './webhooks/components/WebhooksStatus';
