import type { ApiToken } from '@fleetdesk/contract/api-tokens';
import type { ApiTokenRow } from './api-tokens.repository';

/** A token as the list shows it: never its key, which only the creation's reply carries. */
export function presentApiToken(row: ApiTokenRow): ApiToken {
  return {
    id: row.id,
    name: row.name,
    permissions: row.permissions,
    created_by: row.createdBy,
    created_at: row.createdAt.toISOString(),
    expires_on: row.expiresOn,
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    is_expired: row.isExpired,
  };
}
