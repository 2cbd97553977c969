// Integrations (issue 25): what other modules may use (docs/architecture.md).
export { apiTokensRoutes } from './tokens/api-tokens.routes';
export { withApiTokens } from './tokens/api-tokens.session';
export { apiTokens } from './tokens/api-tokens.tables';
