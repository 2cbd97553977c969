import {
  API_TOKEN_EXPIRY_PAST,
  type ApiToken,
  type ApiTokenCreated,
  type apiTokenCreateSchema,
} from '@fleetdesk/contract/api-tokens';
import type { PaginationQuery } from '@fleetdesk/contract/common';
import { PERMISSION_INFO } from '@fleetdesk/contract/permission-labels';
import type { Permission } from '@fleetdesk/contract/permissions';
import type { z } from 'zod';
import { fieldError, forbidden, notFound } from '../../../platform/errors';
import { pageWindow } from '../../../platform/pagination';
import { can, inTransaction, type ShopContext } from '../../../platform/request-context';
import { shopToday } from '../../../platform/shop-day';
import { recordAudit } from '../../audit';
import { hashToken } from '../../auth';
import { newApiKey } from './api-tokens.keys';
import { presentApiToken } from './api-tokens.presenter';
import * as repo from './api-tokens.repository';

type NewApiToken = z.output<typeof apiTokenCreateSchema>;

export async function listApiTokens(ctx: ShopContext, query: PaginationQuery) {
  const page = await repo.listApiTokens(ctx, pageWindow(query));
  return { count: page.count, results: page.results.map(presentApiToken) };
}

/** What a member may not hand a token: the permissions they do not hold themselves. */
function notHeld(ctx: ShopContext, permissions: readonly Permission[]): string[] {
  return permissions.filter((p) => !can(ctx, p)).map((p) => PERMISSION_INFO[p].label);
}

/** Creates a token; its key is in this reply and nowhere else (only its digest is kept). */
export async function createApiToken(
  ctx: ShopContext,
  input: NewApiToken,
): Promise<ApiTokenCreated> {
  if (ctx.membershipId === null) throw forbidden('You are not an active member of this shop.');
  const membershipId = ctx.membershipId;
  const missing = notHeld(ctx, input.permissions);
  if (missing.length > 0) {
    throw fieldError(
      'permissions',
      `You cannot give a token a permission you do not hold: ${missing.join(', ')}.`,
    );
  }
  const expiresOn = input.expires_on ?? null;
  if (expiresOn !== null && expiresOn < (await shopToday(ctx.db))) {
    throw fieldError('expires_on', API_TOKEN_EXPIRY_PAST);
  }
  const key = newApiKey();
  return inTransaction(ctx, async (tx) => {
    const id = await repo.insertApiToken(tx, {
      membershipId,
      name: input.name,
      tokenHash: hashToken(key),
      permissions: input.permissions,
      expiresOn,
    });
    const created = presentApiToken((await repo.findApiToken(tx, id))!);
    await recordAudit(tx, {
      entity: 'api_token',
      entityId: id,
      action: 'create',
      after: summary(created),
    });
    return { ...created, key };
  });
}

/** Revokes a token of the shop: its key is refused from the next request on. */
export async function revokeApiToken(ctx: ShopContext, id: number): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    const token = await repo.findApiToken(tx, id);
    if (!token || !(await repo.revokeApiToken(tx, id))) throw notFound();
    await recordAudit(tx, {
      entity: 'api_token',
      entityId: id,
      action: 'delete',
      before: summary(presentApiToken(token)),
    });
  });
}

/** What the audit trail keeps of a token: never its key. */
const summary = (token: ApiToken) => ({
  name: token.name,
  permissions: token.permissions,
  expires_on: token.expires_on,
});
