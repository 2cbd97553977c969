import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FILE_URL_TTL_SECONDS, fileUrlKey, signedFileHolder, signedFileUrl } from './signed-url';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'fleetdesk-key-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

const parts = (url: string) => {
  const u = new URL(url, 'http://x');
  return {
    exp: u.searchParams.get('exp') ?? undefined,
    sig: u.searchParams.get('sig') ?? undefined,
  };
};

describe('file link key', () => {
  it('creates a private random key in DATA_DIR once and keeps using it', () => {
    const dir = tempDir();
    const key = fileUrlKey({ DATA_DIR: dir, FILE_URL_SECRET: undefined });
    const file = path.join(dir, 'file-url.key');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(Buffer.from(readFileSync(file, 'utf8'), 'hex')).toEqual(key);
    expect(key).toHaveLength(32);
    expect(fileUrlKey({ DATA_DIR: dir, FILE_URL_SECRET: undefined })).toEqual(key);
    expect(fileUrlKey({ DATA_DIR: tempDir(), FILE_URL_SECRET: undefined })).not.toEqual(key);
  });

  it('uses FILE_URL_SECRET when set, so every instance signs alike', () => {
    const config = { DATA_DIR: tempDir(), FILE_URL_SECRET: 'shared-secret-of-the-fleet' };
    const url = signedFileUrl(fileUrlKey(config), { shopId: 3, userId: 4 }, 7, 1_000_000);
    const other = signedFileUrl(
      fileUrlKey({ ...config, DATA_DIR: tempDir() }),
      { shopId: 3, userId: 4 },
      7,
      1_000_000,
    );
    expect(url).toBe(other);
  });
});

describe('signed file links', () => {
  const key = Buffer.alloc(32, 7);
  const now = 1_700_000_000_000;

  const holder = { shopId: 5, userId: 9 };

  it('holds for 15 minutes for its own id only, and names its shop and member', () => {
    const { exp, sig } = parts(signedFileUrl(key, holder, 42, now));
    expect(Number(exp)).toBe(now / 1000 + FILE_URL_TTL_SECONDS);
    expect(signedFileHolder(key, 42, exp, sig, now)).toEqual(holder);
    expect(signedFileHolder(key, 42, exp, sig, now + (FILE_URL_TTL_SECONDS - 1) * 1000)).toEqual(
      holder,
    );
    expect(signedFileHolder(key, 42, exp, sig, now + FILE_URL_TTL_SECONDS * 1000)).toBeNull();
    expect(signedFileHolder(key, 43, exp, sig, now)).toBeNull();
    expect(signedFileHolder(Buffer.alloc(32, 8), 42, exp, sig, now)).toBeNull();
  });

  it('refuses a link whose shop was changed', () => {
    const { exp, sig } = parts(signedFileUrl(key, holder, 42, now));
    expect(signedFileHolder(key, 42, exp, sig!.replace(/^5\./, '6.'), now)).toBeNull();
  });

  it('refuses a link whose member was changed', () => {
    const { exp, sig } = parts(signedFileUrl(key, holder, 42, now));
    expect(signedFileHolder(key, 42, exp, sig!.replace(/^5\.9\./, '5.8.'), now)).toBeNull();
  });

  it('refuses missing or malformed parts', () => {
    const { exp, sig } = parts(signedFileUrl(key, holder, 1, now));
    expect(signedFileHolder(key, 1, undefined, sig, now)).toBeNull();
    expect(signedFileHolder(key, 1, exp, undefined, now)).toBeNull();
    expect(signedFileHolder(key, 1, '1e20', sig, now)).toBeNull();
    expect(signedFileHolder(key, 1, exp, '', now)).toBeNull();
    expect(signedFileHolder(key, 1, exp, sig!.split('.')[2], now)).toBeNull();
  });
});
