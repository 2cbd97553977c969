import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../test/utils';
import { PERMISSIONS_FAILED, useAccess } from './permissions';
import { createQueryCache } from './query-client';
import { SHOW_TOAST_EVENT, type ToastDetail } from './toast';

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({
    queryCache: createQueryCache(),
    defaultOptions: { queries: { retry: false } },
  });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

afterEach(() => vi.unstubAllGlobals());

describe('useAccess', () => {
  it('answers by the permission map, and a superuser passes every check', async () => {
    stubFetch({
      'GET /api/vehicles/permissions/': json({
        permissions: { canAdd: true, canEdit: false },
        is_superuser: false,
        groups: ['Fleet Coordinator'],
      }),
    });
    const { result } = renderHook(() => useAccess(), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.access.can('canAdd')).toBe(true);
    expect(result.current.access.can('canEdit')).toBe(false);

    stubFetch({
      'GET /api/vehicles/permissions/': json({ permissions: {}, is_superuser: true, groups: [] }),
    });
    const superuser = renderHook(() => useAccess(), { wrapper });
    await waitFor(() => expect(superuser.result.current.isSuccess).toBe(true));
    expect(superuser.result.current.access.can('canEdit')).toBe(true);
  });

  it('denies everything and says so when permissions cannot be loaded', async () => {
    stubFetch({ 'GET /api/vehicles/permissions/': json({ detail: 'boom' }, 500) });
    const toasts: ToastDetail[] = [];
    const listen = (e: Event) => toasts.push((e as CustomEvent<ToastDetail>).detail);
    window.addEventListener(SHOW_TOAST_EVENT, listen);
    const { result } = renderHook(() => useAccess(), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    window.removeEventListener(SHOW_TOAST_EVENT, listen);
    expect(result.current.access.can('canViewBasic')).toBe(false);
    expect(toasts.map((t) => [t.title, t.message])).toEqual([
      [PERMISSIONS_FAILED, 'Failed to fetch permissions: 500'],
    ]);
  });
});
