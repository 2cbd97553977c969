import { describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from './api';
import { createQueryClient } from './query-client';

/** Runs one query with the app's defaults; returns how many times it was asked and when. */
async function attempts(error: Error) {
  vi.useFakeTimers();
  const client = createQueryClient();
  const times: number[] = [];
  const start = Date.now();
  const run = client
    .fetchQuery({
      queryKey: ['probe', error.message],
      queryFn: () => {
        times.push(Date.now() - start);
        return Promise.reject(error);
      },
    })
    .catch(() => undefined);
  await vi.advanceTimersByTimeAsync(60_000);
  await run;
  return times;
}

describe('createQueryClient', () => {
  it('retries a server or network failure twice, backing off, then stops', async () => {
    for (const error of [new ApiError(500, { error: 'boom' }), new NetworkError('offline')]) {
      const times = await attempts(error);
      expect(times).toHaveLength(3);
      // TanStack's backoff: about 1 s, then about 2 s more.
      expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(1000);
      expect(times[2]! - times[1]!).toBeGreaterThanOrEqual(2000);
    }
  });

  it('does not retry an answer that will not change (4xx)', async () => {
    expect(await attempts(new ApiError(404, { detail: 'Not found.' }))).toHaveLength(1);
  });
});
