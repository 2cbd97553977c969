import { expect } from 'vitest';
import type { TestApp } from '../helpers';
import type { Case, Holdings } from './matrix.cases';

/**
 * The assignment routes in the authorization matrix (src/platform/authorization-matrix.test.ts)
 * and the OpenAPI runs. Every call takes a period of its own (a day apart), so a call sent again
 * never meets the exclusion of one driver at a time.
 */
export function assignmentsCases(app: () => TestApp): Record<string, Case> {
  let n = 0;
  const period = (base: string) => {
    n += 1;
    const start = new Date(Date.parse(base) + n * 2 * 86_400_000);
    return {
      starts_at: start.toISOString(),
      ends_at: new Date(start.getTime() + 86_400_000).toISOString(),
    };
  };

  /** A fresh assignment of the holder's vehicle (a future period), made by its administrator. */
  async function assignmentOf(h: Holdings): Promise<{ id: number; ends_at: string }> {
    const p = period('2090-01-01T00:00:00Z');
    const res = await app().request(h.admin, 'POST', '/api/vehicles/assignments/', {
      vehicle: h.vin,
      driver_name: 'Matrix Driver',
      ...p,
      ends_at: new Date(Date.parse(p.ends_at) + 86_400_000 / 2).toISOString(),
    });
    expect(res.statusCode, res.body).toBe(201);
    return { id: res.json().id, ends_at: p.ends_at };
  }

  return {
    'GET /api/vehicles/assignments/': {
      call: (h) => ({ url: `/api/vehicles/assignments/?vehicle=${h.vin}` }),
      foreign: (_h, f) => ({ url: `/api/vehicles/assignments/?vehicle=${f.vin}` }),
    },
    'POST /api/vehicles/assignments/': {
      call: (h) => ({
        url: '/api/vehicles/assignments/',
        body: { vehicle: h.vin, driver_name: 'Matrix Driver', ...period('2030-01-01T00:00:00Z') },
      }),
      foreign: (_h, f) => ({
        url: '/api/vehicles/assignments/',
        body: { vehicle: f.vin, driver_name: 'Matrix Driver' },
      }),
      ok: 201,
    },
    'PATCH /api/vehicles/assignments/:id/': {
      call: async (h) => {
        const a = await assignmentOf(h);
        return { url: `/api/vehicles/assignments/${a.id}/`, body: { ends_at: a.ends_at } };
      },
      foreign: async (_h, f) => ({
        url: `/api/vehicles/assignments/${(await assignmentOf(f)).id}/`,
        body: {},
      }),
    },
  };
}
