import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { keptSteps } from '../features/loaners';
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
  const [stopKeeping] = useState(() => keepWrites(client, [keptSteps]));
  useEffect(() => stopKeeping, [stopKeeping]);
  return <RouterProvider router={router} />;
}
