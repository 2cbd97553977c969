import { expect } from 'vitest';
import type { TestApp } from '../helpers';
import type { Case, Holdings } from './matrix.cases';

const BASE = '/api/integrations/webhooks/';
/** A public address (a documentation range): accepted without resolving a name. */
const body = { url: 'https://203.0.113.10/hooks', events: ['vehicle.created'] };

/**
 * The webhook routes in the authorization matrix: each call names an endpoint made for it by the
 * shop's administrator (a DELETE needs one of its own each time).
 */
export function webhooksCases(app: () => TestApp): Record<string, Case> {
  async function endpointOf(h: Holdings): Promise<number> {
    const res = await app().request(h.admin, 'POST', BASE, body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: number }>().id;
  }
  const onEndpoint =
    (suffix: string, extra: { body?: unknown } = {}) =>
    async (h: Holdings) => ({ url: `${BASE}${await endpointOf(h)}/${suffix}`, ...extra });
  const foreign =
    (suffix: string, extra: { body?: unknown } = {}) =>
    (_h: Holdings, f: Holdings) =>
      onEndpoint(suffix, extra)(f);

  return {
    'GET /api/integrations/webhooks/': { call: () => ({ url: BASE }) },
    'POST /api/integrations/webhooks/': { call: () => ({ url: BASE, body }), ok: 201 },
    'PATCH /api/integrations/webhooks/:id/': {
      call: onEndpoint('', { body: { events: ['vehicle.updated'] } }),
      foreign: foreign('', { body: { events: ['vehicle.updated'] } }),
    },
    'DELETE /api/integrations/webhooks/:id/': {
      call: onEndpoint(''),
      foreign: foreign(''),
      ok: 204,
    },
    'POST /api/integrations/webhooks/:id/test/': {
      call: onEndpoint('test/'),
      foreign: foreign('test/'),
      ok: 202,
    },
    'GET /api/integrations/webhooks/:id/deliveries/': {
      call: onEndpoint('deliveries/'),
      foreign: foreign('deliveries/'),
    },
  };
}
