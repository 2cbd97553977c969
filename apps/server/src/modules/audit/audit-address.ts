import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client';

/** The request's transaction, held by the session hook (platform/session.ts) on signed-in routes. */
type WithTransaction = { requestTransaction?: { tx: Db; ended: boolean } | null };

/**
 * Names the client address in a writing request's transaction (fleetdesk.client_address), so
 * every audit row the request writes records it (the column's default) without each use-case
 * passing it down. Reads write no audit rows and skip the statement.
 */
export const auditAddressPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preHandler', async (request) => {
    if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS')
      return;
    const held = (request as unknown as WithTransaction).requestTransaction;
    if (!held || held.ended) return;
    await held.tx.execute(sql`select set_config('fleetdesk.client_address', ${request.ip}, true)`);
  });
});
