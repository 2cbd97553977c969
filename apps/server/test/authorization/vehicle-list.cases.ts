import type { TestApp } from '../helpers';
import { vehicleListViews } from '../../src/modules/vehicles/vehicle-views.tables';
import { newVin, vehicleBody } from '../../src/modules/vehicles/vehicles.test-fixtures';
import type { Case, Holdings } from './matrix.cases';
import { newestMemberUserId } from './notifications.cases';

const VIEWS = '/api/vehicles/views/';

/**
 * The vehicle list in bulk and its saved views (issue 24 item 2) in the authorization matrix
 * (src/platform/authorization-matrix.test.ts) and the OpenAPI runs.
 */
export function vehicleListCases(app: () => TestApp): Record<string, Case> {
  /** A fresh vehicle of the shop, so each archive has one to archive. */
  const freshVehicle = async (h: Holdings) => {
    const vin = newVin();
    await app().request(h.admin, 'POST', '/api/vehicles/vehicles/', vehicleBody({ vin }));
    return vin;
  };
  /** A view of the shop's newest member (the one the matrix just created): each reads only theirs. */
  const viewOfNewestMember = (h: Holdings) =>
    app().inShop(h.shop, async (db) => {
      const [view] = await db
        .insert(vehicleListViews)
        .values({
          shopId: h.shop.id,
          userId: await newestMemberUserId(db, h.shop.id),
          name: `Matrix ${newVin()}`,
          filters: { location: null, types: [], archived: false, search: '' },
          ordering: 'description',
          columns: ['description', 'status'],
        })
        .returning({ id: vehicleListViews.id });
      return `${VIEWS}${view!.id}/`;
    });
  return {
    'POST /api/vehicles/vehicles/bulk/': {
      call: async (h) => ({
        url: '/api/vehicles/vehicles/bulk/',
        body: { action: 'archive', vins: [await freshVehicle(h)] },
      }),
      foreign: (_h, f) => ({
        url: '/api/vehicles/vehicles/bulk/',
        body: { action: 'archive', vins: [f.vin] },
      }),
    },
    'GET /api/vehicles/vehicles/export/': {
      call: () => ({ url: '/api/vehicles/vehicles/export/?format=csv' }),
    },
    'GET /api/vehicles/views/': { call: () => ({ url: VIEWS }) },
    'POST /api/vehicles/views/': {
      call: () => ({ url: VIEWS, body: { name: `Matrix ${newVin()}` } }),
      ok: 201,
    },
    'PATCH /api/vehicles/views/:id/': {
      call: async (h) => ({
        url: await viewOfNewestMember(h),
        body: { name: `Renamed ${newVin()}` },
      }),
      foreign: async (_h, f) => ({ url: await viewOfNewestMember(f), body: { name: 'Theirs' } }),
    },
    'DELETE /api/vehicles/views/:id/': {
      call: async (h) => ({ url: await viewOfNewestMember(h) }),
      foreign: async (_h, f) => ({ url: await viewOfNewestMember(f) }),
      ok: 204,
    },
  };
}
