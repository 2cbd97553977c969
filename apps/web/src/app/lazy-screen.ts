import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { matchRoutes, type Params, type RouteObject } from 'react-router';

type Load = () => Promise<{ default: ComponentType }>;

/** Starts the queries a screen opens with (their options, so the screen finds them cached). */
export type Prefetch = (params: Params, client: QueryClient) => void;

/** What a screen's route tells preloadScreen. */
export type ScreenHandle = { preload: Load; prefetch?: Prefetch };

/** A lazily loaded screen that can also be asked to start loading before it renders. */
export type LazyScreen = LazyExoticComponent<ComponentType> & { preload: Load };

export function lazyScreen(load: Load): LazyScreen {
  type Module = Awaited<ReturnType<Load>>;
  let loaded: Module | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = module;
      return module;
    });
  // Already fetched (preloadScreen): a thenable that answers at once, so React renders the
  // screen without suspending. A suspended screen is shown no sooner than 300 ms after its
  // fallback (React's throttling of Suspense reveals): a wait for nothing on every cold load.
  const Screen = lazy(() => {
    const module = loaded;
    if (!module) return preload();
    const ready = { then: (resolve: (m: Module) => void) => resolve(module) };
    return ready as unknown as Promise<Module>;
  });
  return Object.assign(Screen, { preload });
}

/**
 * Starts fetching the code of the screen at `pathname` at once. Opened by its address (a
 * bookmark, a reload), a screen's code and then its data would otherwise be asked for only once
 * the shell has loaded and the permission gate has answered: two more waits in a row on every
 * cold load. A prefetch the gate then refuses costs one reply the server refuses too.
 */
export function preloadScreen(routes: RouteObject[], pathname: string, client: QueryClient): void {
  for (const match of matchRoutes(routes, pathname) ?? []) {
    const handle = match.route.handle as ScreenHandle | undefined;
    if (!handle) continue;
    handle.preload().catch(() => {
      // The render asks again and shows the failure (RouteError); nothing to do here.
    });
    handle.prefetch?.(match.params, client);
  }
}
