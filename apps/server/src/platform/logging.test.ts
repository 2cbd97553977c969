import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp } from '../../test/helpers';
import { buildApp } from '../app';
import { loggableUrl } from './logging';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

describe('request logging', () => {
  it('logs a signed file link without its query string, and other URLs as they are', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString().split('\n').filter(Boolean));
        done();
      },
    });
    const app = await buildApp(t.deps, { logger: { level: 'info', stream } });
    try {
      await app.inject({ method: 'GET', url: '/api/files/42/?exp=1893456000&sig=7.c2VjcmV0' });
      await app.inject({ method: 'GET', url: '/api/health/?probe=1' });
    } finally {
      await app.close();
    }
    const urls = lines
      .map((l) => JSON.parse(l) as { req?: { url?: string } })
      .flatMap((l) => (l.req?.url ? [l.req.url] : []));
    expect(urls).toEqual(['/api/files/42/', '/api/health/?probe=1']);
    expect(lines.join('\n')).not.toMatch(/sig=|exp=|c2VjcmV0/);
  });

  it('strips the query of file links only', () => {
    expect(loggableUrl('/api/files/1/?exp=1&sig=x')).toBe('/api/files/1/');
    expect(loggableUrl('/api/files/1/')).toBe('/api/files/1/');
    expect(loggableUrl('/api/vehicles/vehicles/?search=ab')).toBe(
      '/api/vehicles/vehicles/?search=ab',
    );
  });
});

describe('a request that fails on the server', () => {
  it('answers 500 with the request id that its log line and X-Request-Id carry', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString().split('\n').filter(Boolean));
        done();
      },
    });
    const app = await buildApp(t.deps, { logger: { level: 'info', stream } });
    app.get('/api/probe-failure/', async () => {
      throw new Error('disk on fire');
    });
    try {
      const first = await app.inject({ method: 'GET', url: '/api/probe-failure/' });
      const second = await app.inject({ method: 'GET', url: '/api/probe-failure/' });
      expect(first.statusCode).toBe(500);
      const body = first.json<{ detail: string; request_id: string }>();
      expect(body.detail).toBe('Internal server error.');
      expect(body.request_id).toMatch(/^[0-9a-f-]{36}$/);
      expect(first.headers['x-request-id']).toBe(body.request_id);
      expect(second.json<{ request_id: string }>().request_id).not.toBe(body.request_id);
      expect(first.body).not.toContain('disk on fire');
      const logged = lines
        .map((l) => JSON.parse(l) as { reqId?: string; msg?: string })
        .find((l) => l.msg === 'request failed');
      expect(logged?.reqId).toBe(body.request_id);
    } finally {
      await app.close();
    }
  });
});
