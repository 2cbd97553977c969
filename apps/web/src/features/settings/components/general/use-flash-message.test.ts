import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useFlashMessage } from './use-flash-message';

afterEach(() => vi.useRealTimers());

describe('useFlashMessage', () => {
  it('clears a success message after 3 seconds, and a new one restarts the clock', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useFlashMessage());
    act(() => result.current.show('Profile updated successfully'));
    act(() => {
      vi.advanceTimersByTime(2999);
    });
    expect(result.current.message).toBe('Profile updated successfully');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current.message).toBeNull();

    act(() => result.current.show('Navigation order saved successfully'));
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    act(() => result.current.show('Navigation order saved successfully'));
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(result.current.message).toBe('Navigation order saved successfully');
  });
});
