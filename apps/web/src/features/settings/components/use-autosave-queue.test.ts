import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AUTOSAVE_DELAY_MS, SAVED_MESSAGE_MS, useAutosaveQueue } from './use-autosave-queue';

function deferred() {
  let resolve: () => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('useAutosaveQueue', () => {
  it('shows Pending, saves the latest value 1.5 s after the last edit, shows Saving, then the success for 3 s', async () => {
    vi.useFakeTimers();
    const pending = deferred();
    const save = vi.fn(() => pending.promise);
    const onSaved = vi.fn();
    const { result } = renderHook(() =>
      useAutosaveQueue<number>({ save, onError: vi.fn(), onSaved }),
    );

    act(() => result.current.enqueue('page_size', 25));
    expect(result.current.statuses).toEqual({ page_size: 'pending' });
    act(() => vi.advanceTimersByTime(AUTOSAVE_DELAY_MS - 100));
    act(() => result.current.enqueue('page_size', 50));
    act(() => vi.advanceTimersByTime(AUTOSAVE_DELAY_MS - 1));
    expect(save).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith('page_size', 50);
    expect(result.current.statuses).toEqual({ page_size: 'saving' });

    await act(async () => pending.resolve());
    expect(result.current.statuses).toEqual({});
    expect(result.current.saved).toBe(true);
    expect(onSaved).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(SAVED_MESSAGE_MS));
    expect(result.current.saved).toBe(false);
  });

  it('saves every queued key in one flush', async () => {
    vi.useFakeTimers();
    const save = vi.fn(() => Promise.resolve());
    const { result } = renderHook(() => useAutosaveQueue<unknown>({ save, onError: vi.fn() }));
    act(() => {
      result.current.enqueue('a', 1);
      result.current.enqueue('b', true);
    });
    expect(result.current.statuses).toEqual({ a: 'pending', b: 'pending' });
    await act(async () => vi.advanceTimersByTime(AUTOSAVE_DELAY_MS));
    expect(save.mock.calls).toEqual([
      ['a', 1],
      ['b', true],
    ]);
    expect(result.current.statuses).toEqual({});
  });

  it('reports a failed save (so the screen reloads) and shows no success', async () => {
    vi.useFakeTimers();
    const failure = new Error('nope');
    const onError = vi.fn();
    const onSaved = vi.fn();
    const save = vi.fn(() => Promise.reject(failure));
    const { result } = renderHook(() => useAutosaveQueue<string>({ save, onError, onSaved }));
    act(() => result.current.enqueue('default_sort', 'status'));
    await act(async () => vi.advanceTimersByTime(AUTOSAVE_DELAY_MS));
    expect(onError).toHaveBeenCalledWith('default_sort', failure);
    expect(onSaved).not.toHaveBeenCalled();
    expect(result.current.saved).toBe(false);
    expect(result.current.statuses).toEqual({});
  });

  it('drops a cancelled edit', async () => {
    vi.useFakeTimers();
    const save = vi.fn(() => Promise.resolve());
    const { result } = renderHook(() => useAutosaveQueue<number>({ save, onError: vi.fn() }));
    act(() => result.current.enqueue('x', 1));
    act(() => result.current.cancel('x'));
    await act(async () => vi.advanceTimersByTime(AUTOSAVE_DELAY_MS));
    expect(save).not.toHaveBeenCalled();
    expect(result.current.statuses).toEqual({});
  });
});
