import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from './api';
import { createQueryCache, createQueryClient } from './query-client';
import { SHOW_TOAST_EVENT, type ToastDetail } from './toast';

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
  it('retries a server or network failure once, a second later, then stops', async () => {
    for (const error of [new ApiError(500, { error: 'boom' }), new NetworkError('offline')]) {
      const times = await attempts(error);
      expect(times).toHaveLength(2);
      expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(1000);
      // The failure is final within about 2 s, not the 15 s of three backed-off attempts.
      expect(times[1]!).toBeLessThan(2000);
    }
  });

  it('does not retry an answer that will not change (4xx)', async () => {
    expect(await attempts(new ApiError(404, { detail: 'Not found.' }))).toHaveLength(1);
  });
});

describe('the query cache', () => {
  /** Runs one failing load through the app's cache; returns the toasts it raised. */
  async function toastsOf(meta: Parameters<QueryClient['fetchQuery']>[0]['meta'], error: Error) {
    const seen: ToastDetail[] = [];
    const listen = (e: Event) => seen.push((e as CustomEvent<ToastDetail>).detail);
    window.addEventListener(SHOW_TOAST_EVENT, listen);
    const client = new QueryClient({
      queryCache: createQueryCache(),
      defaultOptions: { queries: { retry: false } },
    });
    await client
      .fetchQuery({ queryKey: ['probe'], queryFn: () => Promise.reject(error), meta })
      .catch(() => undefined);
    window.removeEventListener(SHOW_TOAST_EVENT, listen);
    return seen;
  }

  it("raises the toast a failed query's meta names", async () => {
    const toasts = await toastsOf(
      {
        errorToast: {
          id: 'vehicles-failed',
          title: 'Vehicles',
          message: 'Failed to fetch vehicles',
        },
      },
      new ApiError(500, {}),
    );
    expect(toasts).toEqual([
      {
        type: 'error',
        title: 'Vehicles',
        message: 'Failed to fetch vehicles',
        id: 'vehicles-failed',
      },
    ]);
  });

  it('reads the text from the failure when the meta says how', async () => {
    const message = (error: unknown) =>
      error instanceof ApiError && error.status === 404 ? 'Registration not found' : 'Failed';
    const toasts = await toastsOf(
      { errorToast: { title: 'Registration', message } },
      new ApiError(404, { detail: 'Not found.' }),
    );
    expect(toasts).toEqual([
      { type: 'error', title: 'Registration', message: 'Registration not found' },
    ]);
  });

  it('stays quiet for a query that names no toast', async () => {
    expect(await toastsOf(undefined, new ApiError(500, {}))).toEqual([]);
  });
});
