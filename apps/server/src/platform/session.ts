import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Permission } from '@fleetdesk/contract/permissions';
import type { Config } from '../config';
import type { Db } from './database/client';
import type { OpeningCall } from './database/pool-transactions';
import type { AppDeps } from './deps';
import { forbidden, unauthorized } from './errors';
import type { Session, ShopContext } from './request-context';
import { beginRequestTransaction, type RequestTransaction } from './request-transaction';
import { inScope, setScopeSql } from './tenancy';

/**
 * Who may call a route: `public` (anyone), `user` (any signed-in user, shop or not),
 * `shop` (a signed-in user working in a shop they belong to; the default).
 */
export type RouteAccess = 'public' | 'user' | 'shop';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    /**
     * What a `shop` route requires: a permission (or any one of several), or explicitly any
     * active member. A shop route that says neither is refused at start-up.
     */
    permission?: Permission | readonly Permission[];
    anyMember?: true;
    /** A GET that may write (defaults created on first read): its transaction is not read-only. */
    writesOnRead?: true;
    /**
     * Whether an API token may call the route (docs/api.md "API tokens"). A permission route
     * takes tokens holding its permission unless it says `false`; an `anyMember` route only when
     * it says `true`; a `user` route never (a person's account, shop switching, sign-out).
     */
    apiTokens?: boolean;
  }
  interface FastifyRequest {
    session: Session | null;
    shop: ShopContext | null;
    requestTransaction: RequestTransaction | null;
  }
}

/**
 * Who a token belongs to. The auth module answers (and the integrations module for API keys);
 * modules/index.ts hands it in, so platform/ depends on no module. `touch` marks the token used
 * on a connection of its own, outside the request's transaction (a read stays read-only).
 */
export type SessionSource = {
  tokenFromHeader(header: string | undefined): string | null;
  sessionForToken(
    open: (call: OpeningCall) => Promise<Record<string, unknown>[]>,
    config: Config,
    token: string,
    clientAddress: string,
    touch: (mark: (db: Db) => Promise<void>) => void,
  ): Promise<Session | null>;
};

export const API_TOKEN_REFUSED = 'An API token cannot be used for this call.';

/** Whether an API token may call a route at all (its permission is checked as a member's). */
export function takesApiTokens(config: {
  access?: string;
  anyMember?: true;
  apiTokens?: boolean;
}): boolean {
  if ((config.access ?? 'shop') !== 'shop') return false;
  return config.anyMember ? config.apiTokens === true : config.apiTokens !== false;
}

export const NO_SHOP_SELECTED = 'No shop is selected. Choose a shop to continue.';

/** A `shop` route that names neither a permission nor `anyMember` is refused at start-up. */
export function assertRouteDeclaresAccess(route: {
  method: string | string[];
  url: string;
  config?: {
    access?: RouteAccess;
    permission?: Permission | readonly Permission[];
    anyMember?: true;
  };
}): void {
  const config = route.config ?? {};
  if ((config.access ?? 'shop') !== 'shop') return;
  if (config.permission && config.anyMember)
    throw new Error(`${String(route.method)} ${route.url}: both a permission and anyMember`);
  if (!config.permission && !config.anyMember)
    throw new Error(
      `${String(route.method)} ${route.url}: a shop route must declare config.permission or config.anyMember`,
    );
}

/** True when the route needs no permission or the member holds one of those it names. */
export function holdsAny(
  granted: ReadonlySet<Permission>,
  needed: Permission | readonly Permission[] | undefined,
): boolean {
  if (needed === undefined) return true;
  return typeof needed === 'string' ? granted.has(needed) : needed.some((p) => granted.has(p));
}

const isRead = (request: FastifyRequest) =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  !request.routeOptions.config?.writesOnRead;

async function endTransaction(request: FastifyRequest, reply: FastifyReply, commit: boolean) {
  const held = request.requestTransaction;
  if (!held || held.ended) return;
  const ending = held.end(commit && reply.statusCode < 400);
  // A read-only transaction has nothing to commit that a later request could miss: the reply
  // leaves while it ends, and the connection returns to the pool once it has.
  if (held.readOnly) {
    ending.catch((err: unknown) => request.log.warn({ err }, 'ending a read failed'));
    return;
  }
  await ending;
}

/**
 * Sets `request.session` and `request.shop`, enforces the route's access and permission, and
 * holds the request's transaction: scoped to the token's shop, so row-level security is the
 * second wall behind the repositories' own shop filter.
 */
export const sessionPlugin = fp<AppDeps & { sessions: SessionSource }>(
  async (app: FastifyInstance, deps) => {
    const { sessionForToken, tokenFromHeader } = deps.sessions;
    app.decorateRequest('session', null);
    app.decorateRequest('shop', null);
    app.decorateRequest('requestTransaction', null);

    app.addHook('onRoute', (route) => assertRouteDeclaresAccess(route));

    // Before body validation: a request without a valid token is a 401 whatever its body says.
    app.addHook('preValidation', async (request) => {
      const config = request.routeOptions.config;
      const access: RouteAccess = config?.access ?? 'shop';
      if (access === 'public') return;

      const token = tokenFromHeader(request.headers.authorization);
      if (!token) throw unauthorized();
      // The token lookup sets the transaction's scope (user, token's shop) as it reads. A read
      // (GET, HEAD) runs read-only: it cannot write, so its reply need not wait for the commit.
      const opening: { held?: RequestTransaction } = {};
      const open = async (first: OpeningCall) => {
        const opened = await beginRequestTransaction(deps.db, deps.pool, {
          readOnly: isRead(request),
          first,
          statementTimeoutMs: Math.round(deps.config.STATEMENT_TIMEOUT_SECONDS * 1000),
        });
        request.requestTransaction = opening.held = opened.held;
        return opened.rows;
      };
      const touch = (mark: (db: Db) => Promise<void>) =>
        void mark(deps.db).catch((err: unknown) =>
          request.log.warn({ err }, 'could not mark the token used'),
        );
      const session = await sessionForToken(open, deps.config, token, request.ip, touch);
      const held = opening.held;
      if (!session || !held) throw unauthorized('Invalid or expired token.');
      request.session = session;
      if (session.apiToken && !takesApiTokens(config ?? {})) throw forbidden(API_TOKEN_REFUSED);
      const membership = session.membership;
      const activeMember = session.currentShopId !== null && membership?.isActive === true;
      if (access === 'user' || !activeMember) {
        // No shop rows for a route that is not a shop's, nor for a member who is not active.
        await held.tx.execute(setScopeSql({ shopId: null, userId: session.user.id }));
      }
      if (access === 'user') return;

      if (session.currentShopId === null) throw forbidden(NO_SHOP_SELECTED);
      if (!membership || !membership.isActive) {
        throw forbidden('You are not an active member of this shop.');
      }
      const scope = { shopId: session.currentShopId, userId: session.user.id };
      request.shop = {
        db: held.tx,
        shopId: session.currentShopId,
        timeZone: session.timeZone,
        userId: session.user.id,
        isSuperuser: session.user.isSuperuser,
        membershipId: membership.membershipId,
        role: membership.role,
        permissions: membership.permissions,
        // PostgreSQL: a second read runs beside the request's on another connection, in its own
        // scoped transaction. PGlite has one connection: it runs in the request's transaction.
        alongside: (work) =>
          deps.pool ? deps.pool.readBeside(scope, work, held.tx) : work(held.tx),
        readApart: (work) =>
          deps.pool ? deps.pool.readBeside(scope, work) : inScope(deps.db, scope, work),
        afterRollback: held.afterRollback,
        afterCommit: held.afterCommit,
      };
      if (!session.user.isSuperuser && !holdsAny(membership.permissions, config?.permission))
        throw forbidden();
    });

    // Commit before the reply leaves (an error reply rolls back); a failed commit is a 500.
    app.addHook('onSend', async (request, reply, payload) => {
      // A streamed reply (an export) reads its rows in short transactions of its own
      // (ShopContext.readApart): the request's transaction ends here, before the client reads.
      try {
        await endTransaction(request, reply, true);
        return payload;
      } catch (err) {
        request.log.error({ err }, 'commit failed');
        reply.code(500).type('application/json');
        return JSON.stringify({ detail: 'The change could not be saved. Try again.' });
      }
    });
    // A request that ends without a reply (aborted, timed out) leaves nothing half-done.
    app.addHook('onResponse', (request, reply) => endTransaction(request, reply, false));
    app.addHook('onRequestAbort', (request) =>
      request.requestTransaction ? request.requestTransaction.end(false) : undefined,
    );
  },
);

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

/** The database of a `user` route: the request's transaction, scoped to the signed-in user. */
export function userDbOf(request: FastifyRequest) {
  const held = request.requestTransaction;
  if (!held || held.ended) throw unauthorized();
  return held.tx;
}
