import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { matchRoutes, type Params, type RouteObject } from 'react-router';
import { permissionsQueryOptions, type PermissionSource } from '../lib/permissions';

type Load = () => Promise<{ default: ComponentType }>;

/** Starts the queries a screen opens with (their options, so the screen finds them cached). */
export type Prefetch = (
  params: Params,
  client: QueryClient,
  search: URLSearchParams,
) => Promise<unknown>;

/** What a screen's route tells preloadScreen: its code, its data, the permissions its gate reads. */
export type ScreenHandle = { preload: Load; prefetch?: Prefetch; permissions?: PermissionSource };

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

/** The screen handles of the routes matching `pathname`, with the params each matched. */
function screensAt(routes: RouteObject[], pathname: string) {
  return (matchRoutes(routes, pathname) ?? []).flatMap((match) => {
    const handle = match.route.handle as ScreenHandle | undefined;
    return handle ? [{ handle, params: match.params }] : [];
  });
}

/**
 * Starts fetching the code of the screen at `pathname` at once. Opened by its address (a
 * bookmark, a reload), a screen's code and then its data would otherwise be asked for only once
 * the shell has loaded and the permission gate has answered: two more waits in a row on every
 * cold load. Settles when the code has arrived or failed (the render then shows the failure:
 * RouteError).
 */
export function preloadScreen(routes: RouteObject[], pathname: string): Promise<void> {
  const loads = screensAt(routes, pathname).map(({ handle }) => handle.preload());
  return Promise.allSettled(loads).then(() => undefined);
}

/**
 * Starts the queries the screen at an address opens with: its data and the permissions its
 * gate checks. A prefetch the gate then refuses costs one reply the server refuses too. Settles
 * when all have (failures are in the cache for the screen to show).
 */
export function prefetchScreen(
  routes: RouteObject[],
  { pathname, search }: { pathname: string; search: string },
  client: QueryClient,
): Promise<void> {
  const query = new URLSearchParams(search);
  const started = screensAt(routes, pathname).flatMap(({ handle, params }) => [
    ...(handle.prefetch ? [handle.prefetch(params, client, query)] : []),
    ...(handle.permissions
      ? [client.prefetchQuery(permissionsQueryOptions(handle.permissions))]
      : []),
  ]);
  return Promise.allSettled(started).then(() => undefined);
}
