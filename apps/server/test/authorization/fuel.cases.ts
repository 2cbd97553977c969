import { expect } from 'vitest';
import type { TestApp } from '../helpers';
import type { Case, Holdings } from './matrix.cases';

/**
 * Fuel entries and the fuel-card import (issue 34 §2) in the authorization matrix and the
 * OpenAPI runs: each call on the holdings' vehicle; the import is a dry run.
 */
export function fuelCases(app: () => TestApp): Record<string, Case> {
  /** A fill on the holdings' vehicle, made by its administrator. */
  async function fill(h: Holdings): Promise<number> {
    const res = await app().request(h.admin, 'POST', '/api/vehicles/fuel-entries/', {
      vehicle: h.vin,
      date: '2026-01-15',
      quantity: '10',
      total_cost: '35.00',
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as number;
  }
  const card = (vin: string) =>
    Buffer.from(`VIN,Date,Gallons,Amount\n${vin},2026-01-16,9.5,33.25\n`);
  return {
    'GET /api/vehicles/fuel-entries/': {
      call: (h) => ({ url: `/api/vehicles/fuel-entries/?vehicle=${h.vin}` }),
      foreign: (_h, f) => ({ url: `/api/vehicles/fuel-entries/?vehicle=${f.vin}` }),
    },
    'POST /api/vehicles/fuel-entries/': {
      call: (h) => ({
        url: '/api/vehicles/fuel-entries/',
        body: { vehicle: h.vin, date: '2026-01-10', quantity: '8', price_per_unit: '3.5' },
      }),
      foreign: (_h, f) => ({
        url: '/api/vehicles/fuel-entries/',
        body: { vehicle: f.vin, date: '2026-01-10', quantity: '8', price_per_unit: '3.5' },
      }),
      ok: 201,
    },
    'PATCH /api/vehicles/fuel-entries/:id/': {
      call: async (h) => ({
        url: `/api/vehicles/fuel-entries/${await fill(h)}/`,
        body: { vendor: 'Corner station' },
      }),
      foreign: async (_h, f) => ({
        url: `/api/vehicles/fuel-entries/${await fill(f)}/`,
        body: { vendor: 'Corner station' },
      }),
    },
    'DELETE /api/vehicles/fuel-entries/:id/': {
      call: async (h) => ({ url: `/api/vehicles/fuel-entries/${await fill(h)}/` }),
      foreign: async (_h, f) => ({ url: `/api/vehicles/fuel-entries/${await fill(f)}/` }),
      ok: 204,
    },
    'POST /api/vehicles/fuel-entries/import/': {
      call: (h) => ({
        url: '/api/vehicles/fuel-entries/import/?dry_run=true',
        multipart: {},
        file: { filename: 'card.csv', data: card(h.vin), contentType: 'text/csv' },
      }),
    },
  };
}
