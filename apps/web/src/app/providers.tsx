import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { createQueryClient } from '../lib/query-client';
import { getAuthToken, subscribeAuthToken } from '../lib/session';
import { cssVariablesResolver, mantineTheme, useAppTheme } from '../lib/theme';

type Props = { children: ReactNode; queryClient?: QueryClient };

/** Theme and data cache for the whole app (toasts and modals: ShellOverlays). */
export function AppProviders({ children, queryClient }: Props) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const { resolved } = useAppTheme();

  // Whenever the session ends (sign out, 401), nothing cached for it may be shown again.
  useEffect(
    () =>
      subscribeAuthToken(() => {
        if (getAuthToken() === null) client.clear();
      }),
    [client],
  );

  return (
    <MantineProvider
      theme={mantineTheme}
      forceColorScheme={resolved}
      cssVariablesResolver={cssVariablesResolver}
    >
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
