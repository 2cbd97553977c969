import { expect } from 'vitest';
import {
  pngOf,
  postMultipart,
  type FilePart,
} from '../../src/modules/documents/documents.test-fixtures';
import type { TestApp } from '../helpers';
import type { Case, Holdings } from './matrix.cases';

/**
 * The shop's identity (issue 36 §4) in the authorization matrix: any member reads it, an
 * administrator (canManageShopSettings) changes it and its logo. None names a record: another
 * shop's member reads and changes only their own shop's.
 */

const LOGO: FilePart = { filename: 'logo.png', data: pngOf(8, 4), contentType: 'image/png' };
const LOGO_PATH = '/api/shops/identity/logo/';

export function shopIdentityCases(app: () => TestApp): Record<string, Case> {
  return {
    'GET /api/shops/identity/': { call: () => ({ url: '/api/shops/identity/' }) },
    'PATCH /api/shops/identity/': {
      call: () => ({ url: '/api/shops/identity/', body: { phone: '(510) 555-0142' } }),
    },
    'POST /api/shops/identity/logo/': {
      call: () => ({ url: LOGO_PATH, multipart: {}, file: LOGO }),
      ok: 201,
      // A PNG is never ASCII: the OpenAPI run's proxy, passing the body on as text, spoils it.
      proxied: 400,
    },
    'DELETE /api/shops/identity/logo/': {
      call: async (h) => {
        await shopLogoCall(app)(h);
        return { url: LOGO_PATH };
      },
      ok: 204,
    },
  };
}

/** A signed link to a fresh logo of the holder's shop (the OpenAPI run's public call). */
export function shopLogoCall(app: () => TestApp) {
  return async (h: Holdings) => {
    const res = await postMultipart(app(), h.admin, LOGO_PATH, {}, LOGO);
    expect(res.statusCode, res.body).toBe(201);
    return { url: res.json().logo_url as string };
  };
}
