import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../lib/paths';
import { useAuthToken } from '../lib/session';
import AppLayout from './layout/AppLayout';
import { PageLoader } from './PageLoader';

const SignInScreen = lazy(() => import('../features/auth/screens/SignInScreen'));

/**
 * Without a token the sign-in screen is shown instead of the shell, whatever the route. The
 * shell comes with the router (one download, not two in a row): the router is loaded only for
 * a signed-in visitor or a public page (App.tsx).
 */
export function SessionGate() {
  const token = useAuthToken();
  const navigate = useNavigate();
  return (
    <Suspense fallback={<PageLoader />}>
      {token ? (
        <AppLayout />
      ) : (
        <SignInScreen onNoShop={() => void navigate(paths.noShopAssignment)} />
      )}
    </Suspense>
  );
}
