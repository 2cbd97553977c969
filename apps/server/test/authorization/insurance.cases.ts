import { expect } from 'vitest';
import type { TestApp } from '../helpers';
import type { Case, Holdings } from './matrix.cases';

/** The insurance routes in the authorization matrix (src/platform/authorization-matrix.test.ts). */
export function insuranceCases(app: () => TestApp): Record<string, Case> {
  const renewal = (vin: string) => ({
    policy_name: 'Matrix Fleet',
    insurance_company: 'Matrix Mutual',
    policy_number: `MX-${vin.slice(0, 6)}`,
    start_date: '2026-01-01',
    end_date: '2099-12-31',
    vehicle_allocations: [{ vehicle_vin: vin, vehicle_premium: '100.00' }],
  });

  /** A fresh policy on the holder's vehicle (a renewal by its administrator). */
  async function policyOf(h: Holdings): Promise<number> {
    const res = await app().request(
      h.admin,
      'POST',
      '/api/vehicles/master-policies/bulk_renewal/',
      renewal(h.vin),
    );
    expect(res.statusCode, res.body).toBe(201);
    const list = await app().request(h.admin, 'GET', `/api/vehicles/policies/?vehicle=${h.vin}`);
    return list.json().results[0].id;
  }

  const policyCall =
    (suffix = '', body?: unknown) =>
    async (h: Holdings) => ({ url: `/api/vehicles/policies/${await policyOf(h)}/${suffix}`, body });
  const foreignPolicyCall =
    (suffix = '', body?: unknown) =>
    async (_h: Holdings, f: Holdings) => ({
      url: `/api/vehicles/policies/${await policyOf(f)}/${suffix}`,
      body,
    });

  return {
    'GET /api/vehicles/policies/': {
      call: (h) => ({ url: `/api/vehicles/policies/?vehicle=${h.vin}` }),
      foreign: (_h, f) => ({ url: `/api/vehicles/policies/?vehicle=${f.vin}` }),
    },
    'GET /api/vehicles/policies/:id/': { call: policyCall(), foreign: foreignPolicyCall() },
    'PATCH /api/vehicles/policies/:id/': {
      call: policyCall('', { policy_costs: '12.50' }),
      foreign: foreignPolicyCall('', { policy_costs: '12.50' }),
    },
    'POST /api/vehicles/policies/:id/upload_document/': {
      call: async (h) => ({ ...(await policyCall('upload_document/')(h)), multipart: {} }),
      foreign: async (h, f) => ({
        ...(await foreignPolicyCall('upload_document/')(h, f)),
        multipart: {},
      }),
      ok: 201,
    },
    'GET /api/vehicles/master-policies/': {
      call: () => ({ url: '/api/vehicles/master-policies/' }),
    },
    'GET /api/vehicles/master-policies/vehicles_for_renewal/': {
      call: () => ({ url: '/api/vehicles/master-policies/vehicles_for_renewal/' }),
    },
    'GET /api/vehicles/master-policies/coverage_types/': {
      call: () => ({ url: '/api/vehicles/master-policies/coverage_types/' }),
    },
    // Another shop's vehicle in an allocation is a 400 naming it (insurance.renewal.test.ts).
    'POST /api/vehicles/master-policies/bulk_renewal/': {
      call: (h) => ({ url: '/api/vehicles/master-policies/bulk_renewal/', body: renewal(h.vin) }),
      ok: 201,
    },
  };
}
