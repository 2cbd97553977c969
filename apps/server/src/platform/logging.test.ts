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
