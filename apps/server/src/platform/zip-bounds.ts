import { inflateRawSync } from 'node:zlib';

/**
 * A zip (an XLSX) measured before a library loads it: a 409 KB XLSX expanded to 400 MB and a
 * 14.5 MB one of a million rows took 2.77 GB in exceljs. The central directory names every
 * entry's unpacked size; each entry is then inflated once by Node's zlib with that size as its
 * ceiling, so a directory that lies is caught too, and nothing is kept but what `inspect` asks.
 */

export type ZipVerdict = 'ok' | 'too large' | 'unreadable';

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
/** The end record (22 bytes) and at most a 64 KB comment after it. */
const EOCD_SEARCH = 22 + 0xffff;

type Entry = { name: string; method: number; packed: number; size: number; offset: number };

function endRecordAt(zip: Buffer): number {
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - EOCD_SEARCH); at--)
    if (zip.readUInt32LE(at) === EOCD) return at;
  return -1;
}

/** The central directory's entries; null when there is none, or it is Zip64 (no XLSX needs it). */
function entriesOf(zip: Buffer): Entry[] | null {
  const end = endRecordAt(zip);
  if (end < 0) return null;
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  if (count === 0xffff || at === 0xffffffff) return null;
  const entries: Entry[] = [];
  for (let i = 0; i < count; i++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== CENTRAL) return null;
    const nameLength = zip.readUInt16LE(at + 28);
    const skip = nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    entries.push({
      method: zip.readUInt16LE(at + 10),
      packed: zip.readUInt32LE(at + 20),
      size: zip.readUInt32LE(at + 24),
      offset: zip.readUInt32LE(at + 42),
      name: zip.toString('utf8', at + 46, at + 46 + nameLength),
    });
    at += 46 + skip;
  }
  return entries;
}

/** An entry's bytes, no more than its declared size; null when they are not what it says. */
function unpack(zip: Buffer, e: Entry): Buffer | null {
  if (e.offset + 30 > zip.length || zip.readUInt32LE(e.offset) !== LOCAL) return null;
  const start = e.offset + 30 + zip.readUInt16LE(e.offset + 26) + zip.readUInt16LE(e.offset + 28);
  const packed = zip.subarray(start, start + e.packed);
  if (packed.length !== e.packed) return null;
  if (e.method === 0) return packed.length === e.size ? packed : null;
  if (e.method !== 8) return null;
  if (e.size === 0) return packed.length <= 2 ? Buffer.alloc(0) : null;
  try {
    const out = inflateRawSync(packed, { maxOutputLength: e.size });
    return out.length === e.size ? out : null;
  } catch {
    return null;
  }
}

/**
 * 'too large' when the entries' declared sizes add up to more than `maxBytes`; 'unreadable' when
 * the zip is malformed or an entry does not unpack to its declared size. `inspect` sees each
 * entry's bytes as they are unpacked (to count a sheet's rows, say) and may refuse the file.
 */
export function checkZip<Refusal extends string = never>(
  zip: Buffer,
  maxBytes: number,
  inspect: (name: string, bytes: Buffer) => Refusal | 'ok' = () => 'ok',
): ZipVerdict | Refusal {
  const entries = entriesOf(zip);
  if (!entries) return 'unreadable';
  if (entries.reduce((sum, e) => sum + e.size, 0) > maxBytes) return 'too large';
  for (const e of entries) {
    if (e.name.endsWith('/') && e.size === 0) continue;
    const bytes = unpack(zip, e);
    if (!bytes) return 'unreadable';
    const verdict = inspect(e.name, bytes);
    if (verdict !== 'ok') return verdict;
  }
  return 'ok';
}
