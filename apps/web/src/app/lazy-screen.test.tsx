import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { routes } from './routes';
import { lazyScreen, preloadScreen, type ScreenHandle } from './lazy-screen';

const Screen = () => <h1>Vehicle screen</h1>;

describe('lazyScreen and preloadScreen', () => {
  it("starts the matched screen's code and data, and nothing for another address", () => {
    const load = vi.fn(() => Promise.resolve({ default: Screen }));
    const prefetch = vi.fn();
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
    preloadScreen(table, '/vehicles/1FTEW1EP5KFA12345', client);
    expect(load).toHaveBeenCalledTimes(1);
    expect(prefetch).toHaveBeenCalledWith({ vin: '1FTEW1EP5KFA12345' }, client);
    expect(other).not.toHaveBeenCalled();

    preloadScreen(table, '/nowhere', client);
    expect(load).toHaveBeenCalledTimes(1);
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

  it("the route table's vehicle detail asks for the vehicle and its glance with its code", async () => {
    const client = new QueryClient();
    const prefetch = vi.spyOn(client, 'prefetchQuery').mockResolvedValue();
    preloadScreen(routes, '/vehicles/1FTEW1EP5KFA12345', client);
    const keys = prefetch.mock.calls.map(([options]) => options.queryKey);
    expect(keys).toEqual([
      ['vehicles', 'detail', '1FTEW1EP5KFA12345'],
      ['vehicles', 'detail', '1FTEW1EP5KFA12345', 'summary'],
    ]);
    // The preload started loading the screen's modules; wait for them, or a worker that ends
    // with this file is torn down mid-import and the run fails (EnvironmentTeardownError).
    await expect(import('./VehicleDetailPage')).resolves.toHaveProperty('default');
  });
});
