import { expect } from 'vitest';
import { postMultipart, type FilePart } from '../../src/modules/documents/documents.test-fixtures';
import type { TestApp } from '../helpers';
import type { Case, Holdings } from './matrix.cases';

/**
 * The vehicle at a glance (issue 24 item 1) in the authorization matrix: the summary and the
 * photo's upload and removal, each on the holdings' vehicle.
 */

/** A 1×1 GIF of ASCII bytes only: the OpenAPI run's proxy passes a multipart body on as text. */
const PHOTO: FilePart = {
  filename: 'car.gif',
  data: Buffer.from('R0lGODlhAQABAAAAACwAAAAAAQABAAACAkQBADs=', 'base64'),
  contentType: 'image/gif',
};

const photoPath = (vin: string) => `/api/vehicles/vehicles/${vin}/photo/`;

export function glanceCases(app: () => TestApp): Record<string, Case> {
  /** A photo on the vehicle, so that removing it succeeds. */
  async function withPhoto(h: Holdings) {
    const res = await postMultipart(app(), h.admin, photoPath(h.vin), {}, PHOTO);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().photo_url as string;
  }
  return {
    'GET /api/vehicles/vehicles/:vin/summary/': {
      call: (h) => ({ url: `/api/vehicles/vehicles/${h.vin}/summary/` }),
      foreign: (_h, f) => ({ url: `/api/vehicles/vehicles/${f.vin}/summary/` }),
    },
    'POST /api/vehicles/vehicles/:vin/photo/': {
      call: (h) => ({ url: photoPath(h.vin), multipart: {}, file: PHOTO }),
      foreign: (_h, f) => ({ url: photoPath(f.vin), multipart: {}, file: PHOTO }),
      ok: 201,
    },
    'DELETE /api/vehicles/vehicles/:vin/photo/': {
      call: async (h) => {
        await withPhoto(h);
        return { url: photoPath(h.vin) };
      },
      foreign: async (_h, f) => {
        await withPhoto(f);
        return { url: photoPath(f.vin) };
      },
      ok: 204,
    },
  };
}

/** A signed link to a fresh photo of the holder's vehicle (the OpenAPI run's public call). */
export function vehiclePhotoCall(app: () => TestApp) {
  return async (h: Holdings) => {
    const res = await postMultipart(app(), h.admin, photoPath(h.vin), {}, PHOTO);
    expect(res.statusCode, res.body).toBe(201);
    return { url: res.json().photo_url as string };
  };
}
