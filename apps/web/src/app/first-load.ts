import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { navigationQueryOptions } from '../features/navigation';
import { notificationsQueryOptions } from '../features/notifications';
import {
  availableShopsQueryOptions,
  currentContextQueryOptions,
  userProfileQueryOptions,
} from '../features/shops';
import { permissionsQueryOptions } from '../lib/permissions';
import { getAuthToken } from '../lib/session';
import { prefetchScreen, preloadScreen } from './lazy-screen';
import { routes } from './routes';

/** Past this, the page renders with what has arrived and shows the rest as it comes. */
const FIRST_LOAD_LIMIT_MS = 3_000;

/**
 * The shell's data (the shop, the member, the menu, the bell) and the screen's. Only once the
 * shop is known to be chosen: before, the shell asks for none of it (the server would refuse).
 */
async function loadData(client: QueryClient, address: Address): Promise<void> {
  if (getAuthToken() === null) return;
  const context = await client.fetchQuery(currentContextQueryOptions()).catch(() => undefined);
  if (context === undefined || context.needs_shop_selection) return;
  await Promise.allSettled([
    client.prefetchQuery(userProfileQueryOptions()),
    client.prefetchQuery(availableShopsQueryOptions()),
    client.prefetchQuery(navigationQueryOptions()),
    client.prefetchQuery(permissionsQueryOptions('base')),
    client.prefetchQuery(notificationsQueryOptions('all')),
    prefetchScreen(routes, address, client),
  ]);
}

/**
 * A query the first load asked for and that failed is shown failed by the page's first render,
 * not asked again as its screen mounts: its ask was the screen's (a failing address is asked
 * once, as without the wait; and its failure is shown without a second round of tries). Returns
 * what puts retrying on mount back, for once the page has rendered.
 */
function holdFailures(client: QueryClient): () => void {
  const failed = client.getQueryCache().findAll({ predicate: (q) => q.state.status === 'error' });
  for (const query of failed) client.setQueryDefaults(query.queryKey, { retryOnMount: false });
  return () => {
    for (const query of failed) client.setQueryDefaults(query.queryKey, {});
  };
}

type Address = { pathname: string; search: string };

const loads = new WeakMap<QueryClient, Promise<() => void>>();

/**
 * What the first render of the signed-in app waits for: the screen's code, and with a
 * connection the shell's and the screen's data (most already asked for as the page started:
 * app/early-requests.ts). Rendered before, the page renders again for each reply as it lands,
 * each time in one piece that holds a phone for up to half a second (docs/benchmark-phone.md);
 * rendered after, it renders once, as a transition that React renders in slices (RoutedApp). A
 * failure is in the cache for the screen to show (holdFailures); past FIRST_LOAD_LIMIT_MS
 * nothing is waited for. One wait per cache: every caller gets the same promise. It settles to
 * the function to call once the page has rendered.
 */
export function firstLoad(client: QueryClient, address: Address): Promise<() => void> {
  let load = loads.get(client);
  if (!load) {
    const code = preloadScreen(routes, address.pathname);
    // With no connection the data would wait for one: the page opens on what it kept.
    const data = onlineManager.isOnline() ? loadData(client, address) : Promise.resolve();
    const limit = new Promise((resolve) => setTimeout(resolve, FIRST_LOAD_LIMIT_MS));
    load = Promise.race([Promise.allSettled([code, data]), limit]).then(() => holdFailures(client));
    loads.set(client, load);
  }
  return load;
}
