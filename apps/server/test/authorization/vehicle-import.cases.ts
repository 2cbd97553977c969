import type { TestApp } from '../helpers';
import type { Case } from './matrix.cases';

const FLEET_FILE = [
  'VIN,Make,Model,Year,License Plate',
  'MATR1X00800000001,Ford,Transit,2022,M1',
].join('\n');

/**
 * The fleet import (issue 26) in the authorization matrix (src/platform/authorization-matrix.test.ts)
 * and the OpenAPI runs. The import is a dry run, so it may be sent again and again.
 */
export function vehicleImportCases(_app: () => TestApp): Record<string, Case> {
  return {
    'POST /api/vehicles/import/': {
      call: () => ({
        url: '/api/vehicles/import/?dry_run=true',
        multipart: { mapping: JSON.stringify({ VIN: 'vin', Make: 'make' }) },
        file: { filename: 'fleet.csv', data: Buffer.from(FLEET_FILE), contentType: 'text/csv' },
      }),
    },
    'GET /api/vehicles/import/template/': {
      call: () => ({ url: '/api/vehicles/import/template/?format=xlsx' }),
    },
  };
}
