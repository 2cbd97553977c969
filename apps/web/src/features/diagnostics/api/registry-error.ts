import { ApiError } from '../../../lib/api';

/** Spec 1 section 8: 'Failed to load modules: {status}' and similar. */
export function registryError(what: string, error: unknown): Error {
  if (error instanceof ApiError) return new Error(`Failed to load ${what}: ${error.status}`);
  return new Error(
    `Failed to load ${what}: ${error instanceof Error ? error.message : 'unknown error'}`,
  );
}
