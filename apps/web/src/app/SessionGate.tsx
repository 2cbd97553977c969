import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../lib/paths';
import { useAuthToken } from '../lib/session';
import { PageLoader } from './PageLoader';

const SignInScreen = lazy(() => import('../features/auth/screens/SignInScreen'));
const AppLayout = lazy(() => import('./layout/AppLayout'));

/** Without a token the sign-in screen is shown instead of the shell, whatever the route. */
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
