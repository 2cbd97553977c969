import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp, type TestUser } from '../../../test/helpers';
import { openStorage } from '../../platform/open-storage';
import { PDF, PNG, postMultipart, seedVehicle } from './documents.test-fixtures';

/**
 * Documents on an S3-compatible store (STORAGE_URL): a real local S3 server (s3rver, in this
 * process, on a free port, in a temporary directory) behind the app.
 */

const BUCKET = 'fleetdesk-test';
let s3: S3rver;
let s3Dir: string;
let endpoint: string;
let t: TestApp;
let admin: TestUser;
let vin: string;

beforeAll(async () => {
  s3Dir = mkdtempSync(path.join(tmpdir(), 'fleetdesk-s3-'));
  s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    directory: s3Dir,
    silent: true,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await s3.run();
  endpoint = `http://127.0.0.1:${port}`;
  // s3rver's fixed credentials, read by the SDK as any deployment's would be.
  process.env.AWS_ACCESS_KEY_ID = 'S3RVER';
  process.env.AWS_SECRET_ACCESS_KEY = 'S3RVER';
  const STORAGE_URL = `s3://${BUCKET}/uploads?endpoint=${encodeURIComponent(endpoint)}&region=us-east-1`;
  const storage = await openStorage({ STORAGE_URL, DATA_DIR: s3Dir });
  t = await setupTestApp({ STORAGE_URL }, { storage });
  const shop = await t.createShop();
  admin = await t.createUser({ shops: [shop] });
  ({ vin } = await seedVehicle(t, shop.id));
});
afterAll(async () => {
  await t.close();
  await s3.close();
  rmSync(s3Dir, { recursive: true, force: true });
});

/** The objects in the bucket, as any S3 client lists them. */
async function storedKeys(): Promise<string[]> {
  const client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true });
  try {
    const res = await client.send(new ListObjectsV2Command({ Bucket: BUCKET }));
    return (res.Contents ?? []).map((o) => o.Key ?? '');
  } finally {
    client.destroy();
  }
}

async function upload(filename: string, data: Buffer) {
  const res = await postMultipart(
    t,
    admin,
    '/api/vehicles/documents/',
    { vehicle: vin, document_type: 'other', title: filename },
    { filename, data },
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; file_url: string };
}

describe('documents on an S3-compatible store', () => {
  it('stores an upload as an object and serves it through the signed link', async () => {
    const before = await storedKeys();
    const doc = await upload('scan.pdf', PDF);
    const added = (await storedKeys()).filter((k) => !before.includes(k));
    expect(added).toHaveLength(1);
    expect(added[0]).toMatch(/^uploads\//);

    const res = await t.request(null, 'GET', doc.file_url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.equals(PDF)).toBe(true);
  });

  it('deletes the stored object with the document, and the link then answers 404', async () => {
    const doc = await upload('photo.png', PNG);
    const withIt = await storedKeys();
    const res = await t.request(admin, 'DELETE', `/api/vehicles/documents/${doc.id}/`);
    expect(res.statusCode, res.body).toBe(204);
    const after = await storedKeys();
    expect(after).toHaveLength(withIt.length - 1);
    expect((await t.request(null, 'GET', doc.file_url)).statusCode).toBe(404);
  });
});
