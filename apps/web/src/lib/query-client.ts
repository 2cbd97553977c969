import { onlineManager, QueryCache, QueryClient, type Query } from '@tanstack/react-query';
import { ApiError, InvalidResponseError } from './api';
import { showToast } from './toast';

/** What a query's `meta.errorToast` asks to show when a load of it fails. */
export type QueryErrorToast = {
  title: string;
  /** The text, or how to read it from the failure (a 404 may say 'not found'). */
  message: string | ((error: unknown) => string);
  /** Failures sharing an id show one toast while it is on screen. */
  id?: string;
};

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { errorToast?: QueryErrorToast };
  }
}

/**
 * The one 'toast when a load fails': a query whose meta names an errorToast raises it each time
 * a load fails for good (after its retries). The screen shows its own inline state beside it.
 */
export function toastQueryError(error: unknown, query: Query<unknown, unknown, unknown>): void {
  const toast = query.meta?.errorToast;
  if (!toast) return;
  showToast({
    type: 'error',
    title: toast.title,
    message: typeof toast.message === 'function' ? toast.message(error) : toast.message,
    ...(toast.id === undefined ? {} : { id: toast.id }),
  });
}

export function createQueryCache(): QueryCache {
  return new QueryCache({ onError: toastQueryError });
}

/**
 * One retry, a second later, of what may pass on a second try (5xx, the network): a failing load
 * shows its message in about 2 s instead of 15. No retry of answers that will not change by
 * retrying (4xx, malformed replies).
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status < 500) return false;
  if (error instanceof InvalidResponseError) return false;
  return failureCount < 1;
}

export const RETRY_DELAY_MS = 1_000;

export function createQueryClient(): QueryClient {
  // The cache learns of a lost connection from the browser's offline event, and assumes one at
  // start: a page opened with no signal (from the service worker's copy) must know it at once,
  // or it would send the writes kept on the phone into the void before pausing them.
  if (typeof navigator !== 'undefined' && !navigator.onLine) onlineManager.setOnline(false);
  return new QueryClient({
    queryCache: createQueryCache(),
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        retryDelay: RETRY_DELAY_MS,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
