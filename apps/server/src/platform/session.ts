import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Permission } from '@fleetdesk/contract/permissions';
import { sessionForToken } from '../modules/auth/auth.service';
import { tokenFromHeader } from '../modules/auth/tokens';
import type { AppDeps } from './deps';
import { HttpError, forbidden, unauthorized } from './errors';
import type { Session, ShopContext } from './request-context';

/**
 * Who may call a route: `public` (anyone), `user` (any signed-in user, shop or not),
 * `shop` (a signed-in user working in a shop they belong to; the default).
 */
export type RouteAccess = 'public' | 'user' | 'shop';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    /** Checked for `shop` routes after the shop context is built. */
    permission?: Permission;
  }
  interface FastifyRequest {
    session: Session | null;
    shop: ShopContext | null;
  }
}

export const NO_SHOP_SELECTED = 'No shop is selected. Choose a shop to continue.';

/** Sets `request.session` and `request.shop` and enforces the route's access and permission. */
export const sessionPlugin = fp<AppDeps>(async (app: FastifyInstance, deps) => {
  app.decorateRequest('session', null);
  app.decorateRequest('shop', null);

  // Before body validation: a request without a valid token is a 401 whatever its body says.
  app.addHook('preValidation', async (request) => {
    const config = request.routeOptions.config;
    const access: RouteAccess = config?.access ?? 'shop';
    if (access === 'public') return;

    const token = tokenFromHeader(request.headers.authorization);
    if (!token) throw unauthorized();
    const session = await sessionForToken(deps.db, deps.config, token);
    if (!session) throw unauthorized('Invalid or expired token.');
    request.session = session;
    if (access === 'user') return;

    if (session.currentShopId === null) throw new HttpError(403, { detail: NO_SHOP_SELECTED });
    const membership = session.membership;
    if (!membership || !membership.isActive) {
      throw forbidden('You are not an active member of this shop.');
    }
    request.shop = {
      db: deps.db,
      shopId: session.currentShopId,
      userId: session.user.id,
      isSuperuser: session.user.isSuperuser,
      membershipId: membership.membershipId,
      role: membership.role,
      permissions: membership.permissions,
    };
    const needed = config?.permission;
    if (needed && !session.user.isSuperuser && !membership.permissions.has(needed))
      throw forbidden();
  });
});

/** The session of a `user` or `shop` route (the hook guarantees it). */
export function sessionOf(request: FastifyRequest): Session {
  if (!request.session) throw unauthorized();
  return request.session;
}

/** The shop context of a `shop` route (the hook guarantees it). */
export function shopOf(request: FastifyRequest): ShopContext {
  if (!request.shop) throw unauthorized();
  return request.shop;
}
