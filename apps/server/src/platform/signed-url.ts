import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';

/** How long a file link works: long enough to open it, short enough that a leaked link soon dies. */
export const FILE_URL_TTL_SECONDS = 15 * 60;

const KEY_FILE = 'file-url.key';
const keys = new Map<string, Buffer>();

/**
 * The HMAC key of file links: FILE_URL_SECRET when set (required when several server
 * instances serve the same files, so a link signed by one opens on another), else a
 * random key kept in DATA_DIR/file-url.key (created once, mode 0600).
 */
export function fileUrlKey(config: Pick<Config, 'FILE_URL_SECRET' | 'DATA_DIR'>): Buffer {
  if (config.FILE_URL_SECRET) return Buffer.from(config.FILE_URL_SECRET, 'utf8');
  const cached = keys.get(config.DATA_DIR);
  if (cached) return cached;
  const file = path.join(config.DATA_DIR, KEY_FILE);
  let key: Buffer;
  try {
    key = Buffer.from(readFileSync(file, 'utf8').trim(), 'hex');
  } catch {
    mkdirSync(config.DATA_DIR, { recursive: true });
    try {
      writeFileSync(file, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
    } catch (err) {
      // Another process created it between our read and write: use theirs.
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    key = Buffer.from(readFileSync(file, 'utf8').trim(), 'hex');
  }
  if (key.length < 16)
    throw new Error(`${file} does not hold a usable key; delete it to make a new one.`);
  keys.set(config.DATA_DIR, key);
  return key;
}

/** Who a link was signed for: the document's shop and the member the link was handed to. */
export type LinkHolder = { shopId: number; userId: number };

/** The user id a link handed outside the shop is signed for (a borrower): no member has it. */
export const BORROWER = 0;

/**
 * What a link opens: a document's file (`''`, the first kind, signed as it always was) or another
 * kind's: an export job's file, a loaner customer's document, a borrower's copy of their
 * agreement, a vehicle's photo. The kind is in the HMAC, so a link of one kind never opens another kind's record
 * of the same id.
 */
export type LinkKind =
  | ''
  | 'export-job'
  | 'loaner-customer-document'
  | 'loan-agreement-copy'
  | 'vehicle-photo'
  | 'shop-logo';

const signature = (key: Buffer, holder: LinkHolder, id: number, exp: number, kind: LinkKind) =>
  `${holder.shopId}.${holder.userId}.${createHmac('sha256', key)
    .update(`${kind ? `${kind}:` : ''}${holder.shopId}.${holder.userId}.${id}.${exp}`)
    .digest('base64url')}`;

/**
 * `exp` and `sig` of a link to record `id` of `kind`, for `holder`, valid `ttlSeconds`
 * (FILE_URL_TTL_SECONDS; longer only for a link handed to someone outside the shop).
 */
export function signLink(
  key: Buffer,
  holder: LinkHolder,
  id: number,
  kind: LinkKind,
  nowMs = Date.now(),
  ttlSeconds = FILE_URL_TTL_SECONDS,
): string {
  const exp = Math.floor(nowMs / 1000) + ttlSeconds;
  return `exp=${exp}&sig=${signature(key, holder, id, exp, kind)}`;
}

/**
 * `/api/files/{id}/?exp=&sig=`: opens the file without the token header until it expires.
 * The signature names the document's shop and the member it was handed to
 * (`{shopId}.{userId}.{hmac}`), so the link route can read the row within that shop's
 * row-level-security scope and check that member as they are now (still active, allowed to see
 * the document: openSignedFile); the HMAC covers shop, member, id and expiry.
 */
export function signedFileUrl(
  key: Buffer,
  holder: LinkHolder,
  id: number,
  nowMs = Date.now(),
): string {
  return `/api/files/${id}/?${signLink(key, holder, id, '', nowMs)}`;
}

/**
 * The shop and member a link was signed for, when `sig` was made with our key for this id and
 * expiry and the expiry has not passed; null otherwise.
 */
export function signedFileHolder(
  key: Buffer,
  id: number,
  exp: string | undefined,
  sig: string | undefined,
  nowMs = Date.now(),
  kind: LinkKind = '',
): LinkHolder | null {
  if (!exp || !sig || !/^\d{1,12}$/.test(exp)) return null;
  const named = /^(\d{1,10})\.(\d{1,10})\./.exec(sig);
  if (!named) return null;
  const holder = { shopId: Number(named[1]), userId: Number(named[2]) };
  const expires = Number(exp);
  if (expires * 1000 <= nowMs || holder.shopId > MAX_INT || holder.userId > MAX_INT) return null;
  const expected = Buffer.from(signature(key, holder, id, expires, kind));
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected) ? holder : null;
}

const MAX_INT = 2_147_483_647;
