import { QueryClient } from '@tanstack/react-query';
import { ApiError, InvalidResponseError } from './api';

/** No retry of answers that will not change by retrying (4xx, malformed replies). */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status < 500) return false;
  if (error instanceof InvalidResponseError) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
