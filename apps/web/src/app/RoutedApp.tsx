import { useQueryClient } from '@tanstack/react-query';
import { startTransition, useEffect, useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { keptSteps } from '../features/loaners';
import { shopKeys } from '../features/shops';
import { permissionKeys } from '../lib/permissions';
import { keepWrites } from '../lib/kept-writes';
import { ToastListener } from '../lib/ToastListener';
import { firstLoad } from './first-load';
import { PageLoader } from './PageLoader';
import { RouteError } from './RouteError';
import { routes } from './routes';

/** The router and the route table: loaded once someone has signed in (or on a public page). */
export default function RoutedApp() {
  // A pathless root catches what any screen throws (RouteError) instead of a blank page.
  const client = useQueryClient();
  // Set once the first load has settled: what to undo once the page has rendered.
  const [rendered, setRendered] = useState<{ release: () => void } | null>(null);
  useEffect(() => {
    let mounted = true;
    void firstLoad(client, window.location).then((release) => {
      // A transition: React renders the whole page in slices, not in one long task.
      if (mounted) startTransition(() => setRendered({ release }));
    });
    return () => {
      mounted = false;
    };
  }, [client]);
  // The page's screens have mounted (their effects run before this one).
  useEffect(() => rendered?.release(), [rendered]);
  const [router] = useState(() =>
    createBrowserRouter([{ errorElement: <RouteError />, children: routes }]),
  );
  // Steps at the car finished with no connection survive a reload of the page (lib/kept-writes).
  // The shell opens on the shop and the permissions: kept with them, so the page opens offline.
  const [stopKeeping] = useState(() =>
    keepWrites(client, [keptSteps], [shopKeys.currentContext(), permissionKeys.all]),
  );
  useEffect(() => stopKeeping, [stopKeeping]);
  if (rendered) return <RouterProvider router={router} />;
  // A failure met while loading says so (a toast, kept for the shell's toast host to show).
  return (
    <>
      <ToastListener />
      <PageLoader />
    </>
  );
}
