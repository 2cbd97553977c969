import path from 'node:path';
import { LocalFileStorage, type FileStorage } from './storage';

/**
 * The storage STORAGE_URL names (an S3-compatible store), else DATA_DIR/uploads. Apart from
 * storage.ts so that the S3 store, which implements its FileStorage, imports nothing that
 * imports it back.
 */
export async function openStorage(config: {
  STORAGE_URL?: string;
  DATA_DIR: string;
}): Promise<FileStorage> {
  if (!config.STORAGE_URL) return new LocalFileStorage(path.join(config.DATA_DIR, 'uploads'));
  // Loaded only when used: the SDK is large and a local install never needs it.
  const { S3FileStorage } = await import('./storage-s3');
  return new S3FileStorage(config.STORAGE_URL);
}
