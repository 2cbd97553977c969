import { expect } from 'vitest';
import { postMultipart } from '../../src/modules/documents/documents.test-fixtures';
import type { TestApp } from '../helpers';
import { loanersCases } from './loaners.cases';
import type { Case, Holdings } from './matrix.cases';

const TOLL_FILE = [
  'plate,occurred_at,amount,kind,agency,reference',
  'MATRIX 1,2026-03-01T10:00:00Z,2.50,toll,E-ZPass,MATRIX-1',
].join('\n');

/**
 * The loaner routes the `more` part builds (citations, board) in the authorization matrix
 * (src/platform/authorization-matrix.test.ts) and the OpenAPI runs. The import is a dry run, so
 * it may be sent again and again.
 */
export function loanerCitationsCases(app: () => TestApp): Record<string, Case> {
  const loaners = loanersCases(app);
  let kept = 0;

  /** A fresh unmatched ticket of the holder's shop, imported by its administrator. */
  async function unmatchedOf(h: Holdings): Promise<number> {
    kept += 1;
    const reference = `MATRIX-U${h.shop.id}-${kept}`;
    const file = [
      'plate,occurred_at,amount,kind,agency,reference',
      `NOWHERE 1,2026-03-01T10:00:00Z,9.00,ticket,,${reference}`,
    ].join('\n');
    const res = await postMultipart(
      app(),
      h.admin,
      '/api/loaners/citations/import/',
      {},
      {
        filename: 'tickets.csv',
        data: Buffer.from(file),
        contentType: 'text/csv',
      },
    );
    expect(res.statusCode, res.body).toBe(200);
    const list = await app().request(
      h.admin,
      'GET',
      '/api/loaners/citations/?matched=false&page_size=100',
    );
    return list.json().results.find((c: { reference: string }) => c.reference === reference).id;
  }

  /** A fresh agreement of the holder's loaner, checked out by its administrator. */
  async function outAgreementOf(h: Holdings): Promise<number> {
    const call = await loaners['POST /api/loaners/agreements/:id/check_out/']!.call(h);
    const res = await app().request(h.admin, 'POST', call.url, call.body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().id;
  }

  return {
    'POST /api/loaners/citations/:id/attach/': {
      call: async (h) => ({
        url: `/api/loaners/citations/${await unmatchedOf(h)}/attach/`,
        body: { agreement: await outAgreementOf(h) },
      }),
      foreign: async (_h, f) => ({
        url: `/api/loaners/citations/${await unmatchedOf(f)}/attach/`,
        body: { agreement: await outAgreementOf(f) },
      }),
    },
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
