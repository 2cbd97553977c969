import { expect } from 'vitest';
import { PDF, postMultipart } from '../../src/modules/documents/documents.test-fixtures';
import type { TestApp } from '../helpers';
import type { Case, Holdings } from './matrix.cases';

/** The document routes beyond upload and delete (matrix.cases.ts): a document's expiry. */
export function documentsCases(app: () => TestApp): Record<string, Case> {
  /** A fresh document of the holder's vehicle, uploaded by its administrator. */
  async function documentOf(h: Holdings): Promise<number> {
    const res = await postMultipart(
      app(),
      h.admin,
      '/api/vehicles/documents/',
      { vehicle: h.vin, document_type: 'inspection', title: 'DOT inspection' },
      { filename: 'scan.pdf', data: PDF },
    );
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id;
  }

  return {
    'PATCH /api/vehicles/documents/:id/': {
      call: async (h) => ({
        url: `/api/vehicles/documents/${await documentOf(h)}/`,
        body: { expires_on: '2031-05-01' },
      }),
      foreign: (_h, f) => ({
        url: `/api/vehicles/documents/${f.documentId}/`,
        body: { expires_on: '2031-05-01' },
      }),
    },
  };
}
