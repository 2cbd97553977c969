import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { routes } from './routes';
import { lazyScreen, prefetchScreen, preloadScreen, type ScreenHandle } from './lazy-screen';

const Screen = () => <h1>Vehicle screen</h1>;

describe('lazyScreen and preloadScreen', () => {
  it("starts the matched screen's code and data, and nothing for another address", async () => {
    const load = vi.fn(() => Promise.resolve({ default: Screen }));
    const prefetch = vi.fn(() => Promise.resolve());
    const other = vi.fn(() => Promise.resolve({ default: Screen }));
    const table: RouteObject[] = [
      {
        path: '/',
        children: [
          { path: 'vehicles/:vin', handle: { preload: load, prefetch } satisfies ScreenHandle },
          { path: 'settings', handle: { preload: other } satisfies ScreenHandle },
        ],
      },
    ];
    const client = new QueryClient();
    await preloadScreen(table, '/vehicles/1FTEW1EP5KFA12345');
    expect(load).toHaveBeenCalledTimes(1);
    expect(prefetch).not.toHaveBeenCalled();
    await prefetchScreen(table, { pathname: '/vehicles/1FTEW1EP5KFA12345', search: '' }, client);
    expect(prefetch).toHaveBeenCalledWith(
      { vin: '1FTEW1EP5KFA12345' },
      client,
      expect.any(URLSearchParams),
    );
    expect(other).not.toHaveBeenCalled();

    await preloadScreen(table, '/nowhere');
    await prefetchScreen(table, { pathname: '/nowhere', search: '' }, client);
    expect(load).toHaveBeenCalledTimes(1);
    expect(prefetch).toHaveBeenCalledTimes(1);
  });

  it('settles when a screen fails to load, for the render to show the failure', async () => {
    const failing = vi.fn(() => Promise.reject(new Error('chunk failed')));
    const table: RouteObject[] = [{ path: '/x', handle: { preload: failing } }];
    await expect(preloadScreen(table, '/x')).resolves.toBeUndefined();
    expect(failing).toHaveBeenCalledTimes(1);
  });

  it('renders a preloaded screen at once, without showing the fallback', async () => {
    const Lazy = lazyScreen(() => Promise.resolve({ default: Screen }));
    await Lazy.preload();
    render(
      <Suspense fallback={<p>Loading…</p>}>
        <Lazy />
      </Suspense>,
    );
    // Synchronously: no fallback first, and no wait for React to retry.
    expect(screen.getByRole('heading', { name: 'Vehicle screen' })).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
  });

  it('shows the fallback, then the screen, when it was not preloaded', async () => {
    const Lazy = lazyScreen(() => Promise.resolve({ default: Screen }));
    render(
      <Suspense fallback={<p>Loading…</p>}>
        <Lazy />
      </Suspense>,
    );
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Vehicle screen' })).toBeInTheDocument();
  });

  it("the route table's vehicle detail asks for the vehicle, its glance and its gate's permissions", async () => {
    const client = new QueryClient();
    const prefetch = vi.spyOn(client, 'prefetchQuery').mockResolvedValue();
    const code = preloadScreen(routes, '/vehicles/1FTEW1EP5KFA12345');
    await prefetchScreen(routes, { pathname: '/vehicles/1FTEW1EP5KFA12345', search: '' }, client);
    const keys = prefetch.mock.calls.map(([options]) => options.queryKey);
    expect(keys).toEqual([
      ['vehicles', 'detail', '1FTEW1EP5KFA12345'],
      ['vehicles', 'detail', '1FTEW1EP5KFA12345', 'summary'],
      ['permissions', 'vehicles'],
    ]);
    // Wait for the screen's modules the preload started loading, or a worker that ends with
    // this file is torn down mid-import and the run fails (EnvironmentTeardownError).
    await code;
  });
});
