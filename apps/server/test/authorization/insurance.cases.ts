import { expect } from 'vitest';
import type { Permission } from '@fleetdesk/contract/permissions';
import { PDF, postMultipart } from '../../src/modules/documents/documents.test-fixtures';
import { insuranceFixtures } from '../../src/modules/insurance/insurance.test-fixtures';
import { fileUrlKey, signedFileUrl } from '../../src/platform/signed-url';
import type { TestApp, TestUser } from '../helpers';
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

/** What a probe reads: a policy's document (titled "Policy card {shop}") on a vehicle. */
type PolicyDocument = { id: number; vin: string };

/**
 * Every route that shows documents, probed for a policy's document: a member holding the route's
 * own permissions sees it only with canViewInsurance too (authorization-matrix.test.ts).
 */
export function policyDocumentProbes(app: () => TestApp) {
  async function attached(h: Holdings): Promise<PolicyDocument> {
    const f = insuranceFixtures(app());
    const [vehicle] = await f.insertVehicles(h.shop, [{}]);
    const policyId = await f.individualPolicy(h.shop, vehicle!.id);
    const res = await postMultipart(
      app(),
      h.admin,
      `/api/vehicles/policies/${policyId}/upload_document/`,
      { title: `Policy card ${h.shop.id}` },
      { filename: 'card.pdf', data: PDF },
    );
    expect(res.statusCode, res.body).toBe(201);
    return { id: res.json().id, vin: vehicle!.vin };
  }
  const shows = async (user: TestUser, url: string) => {
    const res = await app().request(user, 'GET', url);
    expect(res.statusCode, `${url} ${res.body}`).toBe(200);
    return res.body.includes('Policy card');
  };
  type Probe = {
    name: string;
    /** The route's own permissions: the probe's member holds them, with or without insurance. */
    needs: Permission[];
    shows(user: TestUser, h: Holdings, doc: PolicyDocument): Promise<boolean>;
  };
  const probes: Probe[] = [
    {
      name: 'GET /api/vehicles/documents/',
      needs: ['canViewDocuments'],
      shows: (user, _h, doc) => shows(user, `/api/vehicles/documents/?vehicle=${doc.vin}`),
    },
    {
      name: 'GET /api/base/search/',
      needs: ['canViewDocuments'],
      shows: (user, h) =>
        shows(user, `/api/base/search/?q=${encodeURIComponent(`card ${h.shop.id}`)}`),
    },
    {
      name: 'GET /api/vehicles/vehicles/:vin/',
      needs: ['canViewDetails', 'canViewFinancial', 'canViewDocuments'],
      shows: (user, _h, doc) => shows(user, `/api/vehicles/vehicles/${doc.vin}/`),
    },
    {
      // A link signed for this member (as a reply would hand it to them), opened without a token.
      name: 'GET /api/files/:id/',
      needs: ['canViewDocuments'],
      shows: async (user, h, doc) => {
        const holder = { shopId: h.shop.id, userId: user.id };
        const url = signedFileUrl(fileUrlKey(app().config), holder, doc.id);
        return (await app().request(null, 'GET', url)).statusCode === 200;
      },
    },
  ];
  return { probes, attached };
}
