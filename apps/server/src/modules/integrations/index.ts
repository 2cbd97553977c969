// Integrations (issue 25): what the composition root and other modules may use (docs/architecture.md).
export { webhooksRoutes } from './webhooks/webhooks.routes';
export { apiTokensRoutes } from './tokens/api-tokens.routes';
export { withApiTokens } from './tokens/api-tokens.session';
export { apiTokens } from './tokens/api-tokens.tables';
