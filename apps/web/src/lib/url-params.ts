import { useCallback, useContext } from 'react';
import {
  UNSAFE_DataRouterContext as DataRouterContext,
  // eslint-disable-next-line no-restricted-syntax -- the one place the router's search params are reached.
  useSearchParams,
  type NavigateOptions,
} from 'react-router';

/** New params: whole, or made from the address as it is now. */
export type UrlParamsChange =
  URLSearchParams | Record<string, string> | ((current: URLSearchParams) => URLSearchParams);

/**
 * The page's search params, and a change that builds on the address as last written. React
 * Router renders a navigation in a transition and hands its own updater the params of the last
 * render: a change made before that render (a column ticked just after the search was sent to the
 * address) undid the change before it, and the search was lost from the list and its saved view.
 * The app's router (a data router) knows the address before React renders it; a plain router
 * (component tests) renders at once, so its params are current.
 */
export function useUrlParams() {
  const [params, setParams] = useSearchParams();
  const router = useContext(DataRouterContext)?.router;
  const change = useCallback(
    (next: UrlParamsChange, options?: NavigateOptions) => {
      if (typeof next !== 'function') return setParams(next, options);
      const current = router ? router.state.location.search : params.toString();
      return setParams(next(new URLSearchParams(current)), options);
    },
    [router, params, setParams],
  );
  return [params, change] as const;
}
