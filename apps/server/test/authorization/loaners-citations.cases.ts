import type { TestApp } from '../helpers';
import type { Case } from './matrix.cases';

const TOLL_FILE = [
  'plate,occurred_at,amount,kind,agency,reference',
  'MATRIX 1,2026-03-01T10:00:00Z,2.50,toll,E-ZPass,MATRIX-1',
].join('\n');

/**
 * The loaner routes the `more` part builds (citations, board) in the authorization matrix
 * (src/platform/authorization-matrix.test.ts) and the OpenAPI runs. The import is a dry run, so
 * it may be sent again and again.
 */
export function loanerCitationsCases(_app: () => TestApp): Record<string, Case> {
  return {
    'POST /api/loaners/citations/import/': {
      call: () => ({
        url: '/api/loaners/citations/import/?dry_run=true',
        multipart: {},
        file: { filename: 'tolls.csv', data: Buffer.from(TOLL_FILE), contentType: 'text/csv' },
      }),
    },
    'GET /api/loaners/citations/': {
      call: () => ({ url: '/api/loaners/citations/?matched=false' }),
    },
    'GET /api/loaners/board/': {
      call: () => ({ url: '/api/loaners/board/?from=2026-03-01&to=2026-03-31' }),
    },
    'GET /api/loaners/reports/utilisation/': {
      call: () => ({ url: '/api/loaners/reports/utilisation/?from=2026-03-01&to=2026-03-31' }),
    },
  };
}
