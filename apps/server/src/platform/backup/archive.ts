import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import tar from 'tar-stream';

export const DUMP_ENTRY = 'database.sql';
export const MANIFEST_ENTRY = 'manifest.json';
export const FILE_PREFIX = 'files/';

export type Manifest = {
  format: 'fleetdesk-backup-1';
  created_at: string;
  engine: 'pglite' | 'postgres';
  tables: Record<string, number>;
  dump: { sha256: string; size: number };
  files: { key: string; sha256: string; size: number }[];
};

export type Staged = { entry: string; file: string; sha256: string; size: number };

/** Copies a stream to a file, returning its SHA-256 and size. */
export async function stage(source: Readable, file: string): Promise<Omit<Staged, 'entry'>> {
  await mkdir(path.dirname(file), { recursive: true });
  const hash = createHash('sha256');
  let size = 0;
  await pipeline(
    source,
    async function* (chunks: AsyncIterable<Buffer>) {
      for await (const chunk of chunks) {
        hash.update(chunk);
        size += chunk.length;
        yield chunk;
      }
    },
    createWriteStream(file),
  );
  return { file, sha256: hash.digest('hex'), size };
}

/**
 * Packs the staged entries and the manifest (last) into `target`: written under a `.partial`
 * name, flushed to disk, then renamed, so a killed backup never leaves a file that looks whole.
 */
export async function writeArchive(
  target: string,
  entries: Staged[],
  manifest: Manifest,
): Promise<void> {
  const partial = `${target}.partial`;
  const pack = tar.pack();
  // Password hashes and customers' data: readable by the owner only.
  const written = pipeline(pack, createWriteStream(partial, { mode: 0o600 }));
  try {
    for (const e of entries) {
      const sink = pack.entry({ name: e.entry, size: e.size, mode: 0o600 });
      await pipeline(createReadStream(e.file), sink);
    }
    pack.entry({ name: MANIFEST_ENTRY, mode: 0o600 }, JSON.stringify(manifest, null, 2));
    pack.finalize();
    await written;
    const fd = await open(partial, 'r');
    await fd.sync().finally(() => fd.close());
    await rename(partial, target);
  } catch (err) {
    pack.destroy();
    await written.catch(() => undefined);
    await rm(partial, { force: true });
    throw err;
  }
}

/** Reads every entry of an archive, handing each one's stream to `visit` (which must consume it). */
export async function readArchive(
  file: string,
  visit: (name: string, stream: Readable) => Promise<void>,
): Promise<void> {
  const extract = tar.extract();
  const done = (async () => {
    for await (const entry of extract) await visit(entry.header.name, entry as unknown as Readable);
  })();
  await Promise.all([pipeline(createReadStream(file), extract), done]);
}

/** An entry's whole content (tar-stream's entries are streamx streams, without toArray). */
export async function bytesOf(stream: AsyncIterable<unknown>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function sha256Of(stream: Readable): Promise<{ sha256: string; size: number }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of stream) {
    hash.update(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  return { sha256: hash.digest('hex'), size };
}

/** Checks every entry against the manifest's sums; returns the manifest or throws what is wrong. */
export async function verifyArchive(file: string): Promise<Manifest> {
  await stat(file);
  const sums = new Map<string, { sha256: string; size: number }>();
  let manifest: Manifest | undefined;
  try {
    await readArchive(file, async (name, stream) => {
      if (name === MANIFEST_ENTRY) {
        manifest = JSON.parse((await bytesOf(stream)).toString('utf8')) as Manifest;
      } else sums.set(name, await sha256Of(stream));
    });
  } catch (err) {
    throw new Error(`${file} is not a whole backup archive (${(err as Error).message}).`);
  }
  if (manifest?.format !== 'fleetdesk-backup-1')
    throw new Error(`${file} has no Fleetdesk backup manifest: not a backup, or cut short.`);
  const expected = new Map([
    [DUMP_ENTRY, manifest.dump],
    ...manifest.files.map((f) => [FILE_PREFIX + f.key, f] as const),
  ]);
  for (const [name, want] of expected) {
    const got = sums.get(name);
    if (!got) throw new Error(`${file}: ${name} is missing.`);
    if (got.sha256 !== want.sha256 || got.size !== want.size)
      throw new Error(`${file}: ${name} does not match its SHA-256 in the manifest.`);
  }
  for (const name of sums.keys())
    if (!expected.has(name)) throw new Error(`${file}: ${name} is not in the manifest.`);
  return manifest;
}
