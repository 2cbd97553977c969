import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressDir } from '../build/precompress';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('precompressDir (the web build step)', () => {
  it('writes brotli and gzip copies of text assets over 1 KB, and nothing else', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'precompress-'));
    mkdirSync(path.join(dir, 'assets'));
    mkdirSync(path.join(dir, '.vite'));
    const script = `export const x = "${'fleet '.repeat(500)}";`;
    writeFileSync(path.join(dir, 'assets/index-abc.js'), script);
    writeFileSync(path.join(dir, 'assets/index-abc.css'), `a{color:red}`.repeat(200));
    writeFileSync(path.join(dir, 'assets/tiny-abc.js'), 'export {}');
    writeFileSync(path.join(dir, 'assets/logo.png'), Buffer.alloc(4000));
    writeFileSync(path.join(dir, '.vite/manifest.json'), `{"a":"${'b'.repeat(3000)}"}`);

    expect(await precompressDir(dir)).toEqual(['assets/index-abc.css', 'assets/index-abc.js']);
    expect(readdirSync(path.join(dir, 'assets')).sort()).toEqual([
      'index-abc.css',
      'index-abc.css.br',
      'index-abc.css.gz',
      'index-abc.js',
      'index-abc.js.br',
      'index-abc.js.gz',
      'logo.png',
      'tiny-abc.js',
    ]);
    const js = path.join(dir, 'assets/index-abc.js');
    expect(brotliDecompressSync(readFileSync(`${js}.br`)).toString()).toBe(script);
    expect(gunzipSync(readFileSync(`${js}.gz`)).toString()).toBe(script);
    expect(readdirSync(path.join(dir, '.vite'))).toEqual(['manifest.json']);
  });
});
