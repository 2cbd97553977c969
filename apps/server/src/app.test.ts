import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp } from '../test/helpers';
import { documentOperations, misdescribedNulls, uncompilableSchemas } from '../test/openapi';
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

  it('serves the API description as JSON and as a browsable page', async () => {
    const res = await t.request(null, 'GET', '/api/docs/json');
    expect(res.statusCode).toBe(200);
    expect(res.json().openapi).toMatch(/^3\./);
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

  it('caches hashed assets for good and revalidates the page by its ETag', async () => {
    const asset = await t.request(null, 'GET', '/assets/app.js');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/', '/vehicles/1HGCM82633A004352']) {
      const page = await t.request(null, 'GET', url);
      expect(page.headers['cache-control'], url).toBe('no-cache');
      expect(page.headers.etag, url).toBeTruthy();
    }
    const again = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'if-none-match': String((await t.request(null, 'GET', '/')).headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('sends security headers', async () => {
    const res = await t.request(null, 'GET', '/api/health/');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

/**
 * Routes registered without an OpenAPI entry on purpose (@fastify/swagger-ui marks them
 * hidden): they serve the description and its browsable page, they are not the API.
 */
const UNDOCUMENTED: Record<string, string> = {
  'GET /api/docs': 'the Swagger UI page',
  'GET /api/docs/json': 'this document, as JSON',
  'GET /api/docs/yaml': 'this document, as YAML',
  'GET /api/docs/static/*': "the Swagger UI page's assets",
  'GET /api/docs/static/index.html': 'the Swagger UI page',
  'GET /api/docs/static/swagger-initializer.js': "the Swagger UI page's start-up script",
};
const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

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

  it('compiles in a standard validator (Ajv, strict), nullable written as type + nullable', async () => {
    const doc = await fetchDocument();
    expect(uncompilableSchemas(doc)).toEqual([]);
    expect(misdescribedNulls(doc)).toEqual([]);
  });

  it('lists 400 and 500 on every operation, 401 on every one that needs a token', async () => {
    const missing = documentOperations(await fetchDocument()).flatMap((op) => {
      const isPublic = op.operation.security?.length === 0;
      return ['400', '500', ...(isPublic ? [] : ['401'])]
        .filter((status) => !(status in op.operation.responses))
        .map((status) => `${op.route} ${status}`);
    });
    expect(missing).toEqual([]);
  });

  it('marks the public routes, and only those, as needing no token', async () => {
    const open = documentOperations(await fetchDocument())
      .filter((op) => op.operation.security?.length === 0)
      .map((op) => op.route);
    expect(open.sort()).toEqual(
      t.app.routeTable
        .filter((r) => r.config.access === 'public' && r.url.startsWith('/api/'))
        .map((r) => `${r.method} ${r.url}`)
        .filter((route) => !route.startsWith('GET /api/docs'))
        .sort(),
    );
  });

  it('describes every registered API route and method, and nothing else', async () => {
    const doc = await fetchDocument();
    const paths = doc.paths as Record<string, object>;
    const documented = Object.entries(paths).flatMap(([path, item]) =>
      Object.keys(item)
        .filter((m) => HTTP_METHODS.has(m))
        .map((m) => `${m.toUpperCase()} ${path}`),
    );
    // Fastify writes a path parameter `:id`, OpenAPI `{id}`. The web app's files (outside
    // /api/) are not part of the API.
    const registered = t.app.routeTable
      .filter((r) => r.url.startsWith('/api/'))
      .map((r) => `${r.method} ${r.url.replace(/:(\w+)/g, '{$1}')}`)
      .filter((route) => !(route in UNDOCUMENTED));
    expect(documented.sort()).toEqual(registered.sort());
    // Each route hidden on purpose is still registered: the list does not outlive its routes.
    const all = new Set(t.app.routeTable.map((r) => `${r.method} ${r.url}`));
    expect(Object.keys(UNDOCUMENTED).filter((route) => !all.has(route))).toEqual([]);
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
