import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProviders } from './providers';
import { RouteError } from './RouteError';
import { routes } from './routes';

export function App() {
  // A pathless root catches what any screen throws (RouteError) instead of a blank page.
  const [router] = useState(() =>
    createBrowserRouter([{ errorElement: <RouteError />, children: routes }]),
  );
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
