// Integrations: what the composition root may use (docs/architecture.md).
export { webhooksRoutes } from './webhooks/webhooks.routes';
