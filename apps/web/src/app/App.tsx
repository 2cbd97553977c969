import { lazy, Suspense, useState } from 'react';
import { paths } from '../lib/paths';
import { useAuthToken } from '../lib/session';
import { PageLoader } from './PageLoader';
import { AppProviders } from './providers';

// The router, with the shell it shows a signed-in member.
const RoutedApp = lazy(() => import('./RoutedApp'));
const SignInScreen = lazy(() => import('../features/auth/screens/SignInScreen'));

/** Pages a visitor without a token may open (spec 1 section 2), and a customer's signing page. */
const PUBLIC_PATHS: readonly string[] = [paths.noShopAssignment];
const isPublic = (pathname: string) =>
  PUBLIC_PATHS.includes(pathname) || pathname.startsWith(paths.signPrefix);

/**
 * A visitor without a token gets the sign-in screen alone: the router, the shell and its screens
 * download only after sign-in, so the sign-in page stays light (issue 10, `npm run size`). Once
 * routed the app stays routed: a later sign-out is the route table's SessionGate's to handle.
 */
export function App() {
  const token = useAuthToken();
  const [routed, setRouted] = useState(() => token !== null || isPublic(window.location.pathname));
  if (token !== null && !routed) setRouted(true);

  const toNoShop = () => {
    window.history.pushState(null, '', paths.noShopAssignment);
    setRouted(true);
  };

  return (
    <AppProviders>
      <Suspense fallback={<PageLoader />}>
        {routed ? <RoutedApp /> : <SignInScreen onNoShop={toNoShop} />}
      </Suspense>
    </AppProviders>
  );
}
