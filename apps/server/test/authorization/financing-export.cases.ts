import type { TestApp } from '../helpers';
import { exportJobs } from '../../src/modules/financing';
import { financingFixtures } from '../../src/modules/financing/financing.export.test-fixtures';
import type { Case, Holdings } from './matrix.cases';
import { newestMemberUserId } from './notifications.cases';

const JOBS = '/api/vehicles/financing/export-jobs/';

/** The financing export's routes in the authorization matrix (src/platform/authorization-matrix.test.ts). */
export function financingExportCases(app: () => TestApp): Record<string, Case> {
  /** The export reads the shop's financings and payments: give it some first. */
  const withPayment = async (own: Holdings, url: string) => {
    const f = financingFixtures(app());
    const financing = await f.insertFinancing(own.shop, [], { glAccount: '2100 Loans' });
    await f.insertPayments(own.shop, financing.id, [{ referenceNumber: 'MATRIX-1' }]);
    return { url };
  };
  /**
   * A job of the shop's newest member (the one the matrix has just created to make the call):
   * each member reads only their own. Written as finished, so no runner picks it up.
   */
  const jobOfNewestMember = (h: Holdings) =>
    app().inShop(h.shop, async (db) => {
      const [job] = await db
        .insert(exportJobs)
        .values({
          shopId: h.shop.id,
          userId: await newestMemberUserId(db, h.shop.id),
          exportType: 'payments',
          format: 'csv',
          filters: {},
          fileName: 'payments_export_20260101.csv',
          status: 'failed',
          error: 'Matrix',
          finishedAt: new Date(),
        })
        .returning({ id: exportJobs.id });
      return `${JOBS}${job!.id}/`;
    });
  return {
    'POST /api/vehicles/financing/export-jobs/': {
      call: async (own) => ({
        ...(await withPayment(own, JOBS)),
        body: { type: 'payments', format: 'csv' },
      }),
      ok: 202,
    },
    'GET /api/vehicles/financing/export-jobs/:id/': {
      call: async (own) => ({ url: await jobOfNewestMember(own) }),
      foreign: async (_own, other) => ({ url: await jobOfNewestMember(other) }),
    },
    'GET /api/vehicles/export/options/': {
      call: (own) => withPayment(own, '/api/vehicles/export/options/'),
    },
    'GET /api/vehicles/export/financing/': {
      call: (own) => withPayment(own, '/api/vehicles/export/financing/?include_payments=true'),
    },
    'GET /api/vehicles/export/summary/': {
      call: (own) => withPayment(own, '/api/vehicles/export/summary/?status=active'),
    },
    'GET /api/vehicles/export/payments/': {
      call: (own) => withPayment(own, '/api/vehicles/export/payments/?format=json'),
    },
  };
}
