/** The product title used until GET /api/base/auth-config/ answers with `app_name`. */
export const DEFAULT_APP_NAME = 'Fleetdesk';
