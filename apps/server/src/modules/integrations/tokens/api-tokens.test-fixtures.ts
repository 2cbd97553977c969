import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { ApiTokenCreated } from '@fleetdesk/contract/api-tokens';
import type { TestApp } from '../../../../test/helpers';

/**
 * Creates an API token through the API as `creator` (who manages the shop) and returns the reply
 * with the key; `{ token: key }` then calls the API as the token, as `t.request` takes a user.
 */
export async function createApiToken(
  t: TestApp,
  creator: { token: string },
  permissions: readonly string[],
  extra: { name?: string; expires_on?: string | null } = {},
): Promise<ApiTokenCreated & { token: string }> {
  const res = await t.request(creator, 'POST', '/api/integrations/tokens/', {
    name: extra.name ?? `Sync ${randomUUID().slice(0, 8)}`,
    permissions,
    ...(extra.expires_on === undefined ? {} : { expires_on: extra.expires_on }),
  });
  expect(res.statusCode, res.body).toBe(201);
  const created = res.json() as ApiTokenCreated;
  return { ...created, token: created.key };
}
