import { API_TOKEN_PERMISSIONS } from '@fleetdesk/contract/api-tokens';
import { roleSchema, type Permission } from '@fleetdesk/contract/permissions';
import type { OpeningCall } from '../../../platform/database/pool-transactions';
import { effectivePermissions } from '../../../platform/permissions';
import type { Session } from '../../../platform/request-context';
import type { SessionSource } from '../../../platform/session';
import { hashToken } from '../../auth';
import { isApiKey } from './api-tokens.keys';
import { touchApiToken } from './api-tokens.repository';

/** A row of fleetdesk_open_api_token (migration 0036), as either driver returns it. */
type ApiTokenRow = {
  token_id: number;
  token_name: string;
  shop_id: number;
  token_permissions: string[];
  expired: boolean;
  last_used_at: string | Date | null;
  user_id: number;
  username: string;
  email: string;
  is_superuser: boolean;
  is_active: boolean;
  membership_id: number;
  role: string;
  membership_active: boolean;
  overrides: unknown;
  time_zone: string;
};

/** Marked used at most once a minute, like a session token. */
const TOUCH_EVERY_MS = 60_000;

const openApiTokenCall = (tokenHash: string, clientAddress: string): OpeningCall => ({
  fn: 'fleetdesk_open_api_token',
  args: [tokenHash, clientAddress],
});

/**
 * What a token may do: what it carries that the member who created it still holds (a member who
 * loses a permission takes it from their tokens too). Never a superuser's pass: a token is held to
 * its permissions whoever created it.
 */
function tokenSession(row: ApiTokenRow): Session {
  const role = roleSchema.catch('vehicle_viewer').parse(row.role);
  const overrides = (
    typeof row.overrides === 'string' ? JSON.parse(row.overrides) : row.overrides
  ) as { permission: string; granted: boolean }[];
  const creatorHolds = effectivePermissions(role, overrides);
  const permissions = new Set<Permission>(
    API_TOKEN_PERMISSIONS.filter(
      (p) => row.token_permissions.includes(p) && (row.is_superuser || creatorHolds.has(p)),
    ),
  );
  return {
    tokenId: row.token_id,
    currentShopId: row.shop_id,
    timeZone: row.time_zone,
    membership: {
      membershipId: row.membership_id,
      role,
      isActive: row.membership_active,
      permissions,
    },
    user: { id: row.user_id, username: row.username, email: row.email, isSuperuser: false },
    apiToken: { id: row.token_id, name: row.token_name },
  };
}

/**
 * The session source that also takes API keys (`Authorization: Token fdk_…`): a key is looked up
 * among the shop's API tokens, anything else goes to the sessions of people (`people`).
 */
export function withApiTokens(people: SessionSource): SessionSource {
  return {
    tokenFromHeader: people.tokenFromHeader,
    async sessionForToken(open, config, token, clientAddress, touch) {
      if (!isApiKey(token))
        return people.sessionForToken(open, config, token, clientAddress, touch);
      const [row] = (await open(openApiTokenCall(hashToken(token), clientAddress))) as
        ApiTokenRow[] | [];
      if (!row || row.expired || !row.is_active) return null;
      const used = row.last_used_at === null ? 0 : new Date(row.last_used_at).getTime();
      if (Date.now() - used > TOUCH_EVERY_MS) {
        touch((db) => touchApiToken(db, row.shop_id, row.token_id));
      }
      return tokenSession(row);
    },
  };
}
