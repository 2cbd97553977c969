import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp, type TestShop, type TestUser } from '../test/helpers';
import { PDF, postMultipart, seedVehicle } from './modules/documents/documents.test-fixtures';

/**
 * Delivery (issue 10): the web build's precompressed copies chosen by Accept-Encoding, the cache
 * headers, and API JSON compressed above its threshold only.
 */
const SCRIPT = `export const rows = [${Array.from({ length: 400 }, (_, i) => `"row ${i}"`).join(',')}];\n`;
const PAGE = `<!doctype html><title>Fleetdesk</title><!-- ${'x'.repeat(2000)} --><div id="root"></div>`;
const ASSET = '/assets/index-Ab12Cd34.js';
const WORKER = `self.addEventListener('fetch', () => {});\n`;
const MANIFEST = JSON.stringify({ name: 'Fleetdesk', start_url: '/', display: 'standalone' });

let t: TestApp;
let web: string;
let shop: TestShop;
let admin: TestUser;

/** A built file with the copies the web build writes beside it. */
function writeBuilt(file: string, text: string) {
  writeFileSync(file, text);
  writeFileSync(`${file}.br`, brotliCompressSync(text));
  writeFileSync(`${file}.gz`, gzipSync(text));
}

beforeAll(async () => {
  web = mkdtempSync(path.join(tmpdir(), 'fleetdesk-web-'));
  mkdirSync(path.join(web, 'assets'));
  writeBuilt(path.join(web, 'index.html'), PAGE);
  writeBuilt(path.join(web, ASSET), SCRIPT);
  writeFileSync(path.join(web, 'sw.js'), WORKER);
  writeFileSync(path.join(web, 'manifest.webmanifest'), MANIFEST);
  t = await setupTestApp({ WEB_DIST_DIR: web });
  shop = await t.createShop();
  admin = await t.createUser({ shops: [shop] });
});
afterAll(async () => {
  await t.close();
  rmSync(web, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

/** The body as the browser reads it, whatever the encoding. */
function decoded(res: Awaited<ReturnType<typeof get>>): string {
  const raw = res.rawPayload;
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(raw).toString();
  if (encoding === 'gzip') return gunzipSync(raw).toString();
  return raw.toString();
}

describe('the web build', () => {
  it.each([
    ['br, gzip, deflate', 'br'],
    ['gzip, deflate', 'gzip'],
    [undefined, undefined],
    ['identity', undefined],
  ])('serves a hashed asset to Accept-Encoding %s as %s, cached for good', async (accept, enc) => {
    const res = await get(ASSET, accept ? { 'accept-encoding': accept } : {});
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(enc);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(decoded(res)).toBe(SCRIPT);
    if (enc) expect(res.rawPayload.length).toBeLessThan(SCRIPT.length / 2);
  });

  it('revalidates the page by its ETag, compressed too, and answers 304 when unchanged', async () => {
    for (const url of ['/', '/vehicles/1HGCM82633A004352']) {
      const page = await get(url, { 'accept-encoding': 'br' });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-encoding'], url).toBe('br');
      expect(decoded(page), url).toBe(PAGE);
      expect(page.headers['cache-control'], url).toBe('no-cache');
      expect(String(page.headers.vary), url).toMatch(/accept-encoding/i);
      const etag = String(page.headers.etag);
      expect(etag, url).toMatch(/^(W\/)?"/);
      const again = await get(url, { 'accept-encoding': 'br', 'if-none-match': etag });
      expect(again.statusCode, url).toBe(304);
      expect(again.body, url).toBe('');
    }
  });
});

describe('the installable app', () => {
  it('serves the service worker revalidated each time, so a new build replaces it at once', async () => {
    const res = await get('/sw.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(WORKER);
  });

  it('serves the web app manifest as one', async () => {
    const res = await get('/manifest.webmanifest');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(res.json()).toMatchObject({ name: 'Fleetdesk', display: 'standalone' });
  });

  it('lets the page load its manifest and register its worker under its own policy', async () => {
    const csp = String((await get('/')).headers['content-security-policy']);
    // Neither is named: both fall back on default-src (manifest) and script-src (worker), 'self'.
    expect(csp).toMatch(/default-src 'self'/);
    expect(csp).toMatch(/script-src 'self'/);
    expect(csp).not.toMatch(/manifest-src|worker-src/);
  });
});

describe('API replies', () => {
  it('compresses a large JSON list, brotli or gzip as accepted', async () => {
    for (let i = 0; i < 12; i++) await seedVehicle(t, shop.id);
    const plain = await t.request(admin, 'GET', '/api/vehicles/vehicles/');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    expect(plain.json().count).toBe(12);

    for (const [accept, enc] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const res = await t.request(admin, 'GET', '/api/vehicles/vehicles/', undefined, {
        'accept-encoding': accept,
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(enc);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
      expect(res.rawPayload.length).toBeLessThan(plain.body.length / 2);
      expect(JSON.parse(decoded(res))).toEqual(plain.json());
    }
  });

  it('sends a tiny reply as is', async () => {
    const res = await t.request(null, 'GET', '/api/health/', undefined, {
      'accept-encoding': 'br, gzip',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('never compresses a file download: its Content-Length stands', async () => {
    const { vin } = await seedVehicle(t, shop.id);
    // A real PDF over the threshold (a comment pads it).
    const pdf = Buffer.concat([PDF, Buffer.from(`%${'a'.repeat(4000)}\n`)]);
    const up = await postMultipart(
      t,
      admin,
      '/api/vehicles/documents/',
      { vehicle: vin, document_type: 'other', title: 'Scan' },
      { filename: 'scan.pdf', data: pdf },
    );
    expect(up.statusCode).toBe(201);
    const res = await get(up.json().file_url, { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-length']).toBe(String(pdf.length));
    expect(res.rawPayload).toEqual(pdf);
  });
});
