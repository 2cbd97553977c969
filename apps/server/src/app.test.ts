import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp } from '../test/helpers';
import { lockDataDir } from './platform/data-dir-lock';

let t: TestApp;
let web: string;
beforeAll(async () => {
  web = mkdtempSync(path.join(tmpdir(), 'fleetdesk-web-'));
  mkdirSync(path.join(web, 'assets'));
  writeFileSync(
    path.join(web, 'index.html'),
    '<!doctype html><title>Fleetdesk</title><div id="root"></div>',
  );
  writeFileSync(path.join(web, 'assets', 'app.js'), 'console.log(1)');
  t = await setupTestApp({ WEB_DIST_DIR: web });
});
afterAll(async () => {
  await t.close();
  rmSync(web, { recursive: true, force: true });
});

describe('platform endpoints', () => {
  it('reports health without a token', async () => {
    const res = await t.request(null, 'GET', '/api/health/');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('serves an OpenAPI 3 description naming the API paths', async () => {
    const res = await t.request(null, 'GET', '/api/docs/json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/base/login/', '/api/health/']),
    );
    const page = await t.request(null, 'GET', '/api/docs/');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
  });

  it('serves the web app with SPA fallback, but unknown API paths are 404 JSON', async () => {
    const deep = await t.request(null, 'GET', '/vehicles/1HGCM82633A004352');
    expect(deep.statusCode).toBe(200);
    expect(deep.body).toContain('<div id="root">');
    const asset = await t.request(null, 'GET', '/assets/app.js');
    expect(asset.body).toBe('console.log(1)');
    const gone = await t.request(null, 'GET', '/assets/OldChunk-abc123.js');
    expect(gone.statusCode).toBe(404);
    const api = await t.request(null, 'GET', '/api/nothing-here/');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ detail: 'Not found.' });
  });

  it('sends security headers', async () => {
    const res = await t.request(null, 'GET', '/api/health/');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('the OpenAPI document', () => {
  const fetchDocument = async () => {
    const res = await t.request(null, 'GET', '/api/docs/json');
    expect(res.statusCode).toBe(200);
    // As sent: the validator judges its shape, not a type written here.
    return res.json();
  };

  it('is a valid OpenAPI document, every $ref resolved', async () => {
    // validate() dereferences in place and throws on the first schema or $ref error.
    await expect(SwaggerParser.validate(await fetchDocument())).resolves.toBeDefined();
  });
});

describe('data directory lock', () => {
  it('refuses a second holder while the first is alive, and frees it on release', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'fleetdesk-lock-'));
    try {
      // A lock held by another live process (our parent) is respected.
      writeFileSync(path.join(dir, 'server.lock'), String(process.ppid));
      expect(() => lockDataDir(dir)).toThrow(/Another server \(pid \d+\) is using/);
      // A lock left by a process that is gone is taken over.
      writeFileSync(path.join(dir, 'server.lock'), '999999');
      const release = lockDataDir(dir);
      release();
      lockDataDir(dir)();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
