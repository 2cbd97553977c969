import { lazy, Suspense } from 'react';
import { useAuthToken } from '../lib/session';
import { PageLoader } from './PageLoader';

const SignInScreen = lazy(() => import('../features/auth/screens/SignInScreen'));
const AppLayout = lazy(() => import('./layout/AppLayout'));

/** Without a token the sign-in screen is shown instead of the shell, whatever the route. */
export function SessionGate() {
  const token = useAuthToken();
  return <Suspense fallback={<PageLoader />}>{token ? <AppLayout /> : <SignInScreen />}</Suspense>;
}
