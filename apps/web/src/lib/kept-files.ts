import { clear, createStore, del, entries, setMany, type UseStore } from 'idb-keyval';

/**
 * Files kept on this device until they can be sent (damage photos taken with no signal), in
 * IndexedDB: localStorage holds text only, and a photo is megabytes. Each file belongs to a group
 * (the key of the write it goes with) and is forgotten once sent.
 */
export type KeptFile = {
  group: string;
  name: string;
  type: string;
  /** The bytes, not the Blob: every browser (and test) can store an ArrayBuffer. */
  bytes: ArrayBuffer;
  meta: Record<string, string>;
};

/** A file to keep: its name and bytes, and what sending it needs to know. */
export type FileToKeep = { file: File; meta: Record<string, string> };

let store: UseStore | null = null;
const kept = () => (store ??= createStore('fleetdesk-kept', 'files'));

/** Keeps the files of a group (a second call for the same group adds to it). */
export async function keepFiles(group: string, files: FileToKeep[]): Promise<void> {
  if (files.length === 0) return;
  const stamp = Date.now();
  const rows = await Promise.all(
    files.map(async ({ file, meta }, i): Promise<[string, KeptFile]> => [
      `${group}:${stamp}:${i}`,
      { group, name: file.name, type: file.type, bytes: await bytesOf(file), meta },
    ]),
  );
  await setMany(rows, kept());
}

/** A file's bytes, read as every browser can (FileReader). */
function bytesOf(file: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsArrayBuffer(file);
  });
}

/** A kept file as a File again, to send. */
export const fileOf = (kept: KeptFile) => new File([kept.bytes], kept.name, { type: kept.type });

/** The files of a group, each with the id that forgets it. */
export async function keptFiles(group: string): Promise<[string, KeptFile][]> {
  const all = await entries<string, KeptFile>(kept());
  return all.filter(([, f]) => f.group === group);
}

/** The groups that still hold files. */
export async function keptGroups(): Promise<string[]> {
  const all = await entries<string, KeptFile>(kept());
  return [...new Set(all.map(([, f]) => f.group))];
}

export async function forgetFile(id: string): Promise<void> {
  await del(id, kept());
}

/** Everything kept (the session ended: nothing of it may stay on the phone). */
export async function forgetAllFiles(): Promise<void> {
  await clear(kept());
}

/** Every file of a group. */
export async function forgetGroup(group: string): Promise<void> {
  for (const [id] of await keptFiles(group)) await forgetFile(id);
}
