import type { TestApp } from '../helpers';
import { financingFixtures } from '../../src/modules/financing/financing.export.test-fixtures';
import type { Case, Holdings } from './matrix.cases';

/** The financing export's routes in the authorization matrix (src/platform/authorization-matrix.test.ts). */
export function financingExportCases(app: () => TestApp): Record<string, Case> {
  /** The export reads the shop's financings and payments: give it some first. */
  const withPayment = async (own: Holdings, url: string) => {
    const f = financingFixtures(app());
    const financing = await f.insertFinancing(own.shop, [], { glAccount: '2100 Loans' });
    await f.insertPayments(own.shop, financing.id, [{ referenceNumber: 'MATRIX-1' }]);
    return { url };
  };
  return {
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
