import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { keptSteps } from '../features/loaners';
import { shopKeys } from '../features/shops';
import { permissionKeys } from '../lib/permissions';
import { keepWrites } from '../lib/kept-writes';
import { preloadScreen } from './lazy-screen';
import { RouteError } from './RouteError';
import { routes } from './routes';

/** The router and the route table: loaded once someone has signed in (or on a public page). */
export default function RoutedApp() {
  // A pathless root catches what any screen throws (RouteError) instead of a blank page.
  const client = useQueryClient();
  const [router] = useState(() => {
    preloadScreen(routes, window.location.pathname, client);
    return createBrowserRouter([{ errorElement: <RouteError />, children: routes }]);
  });
  // Steps at the car finished with no connection survive a reload of the page (lib/kept-writes).
  // The shell opens on the shop and the permissions: kept with them, so the page opens offline.
  const [stopKeeping] = useState(() =>
    keepWrites(client, [keptSteps], [shopKeys.currentContext(), permissionKeys.all]),
  );
  useEffect(() => stopKeeping, [stopKeeping]);
  return <RouterProvider router={router} />;
}
