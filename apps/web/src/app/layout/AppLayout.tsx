import { AppShell, Box } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ThemeSync } from '../../features/settings';
import { ShopSwitcher, useCurrentContext } from '../../features/shops';
import { PageLoader } from '../PageLoader';
import { ShellOverlays } from '../ShellOverlays';
import { Sidebar } from './Sidebar';
import { TopBar } from './TopBar';

/** Spec 1 section 9: main content sits 76 px below the top edge. */
export const HEADER_HEIGHT = 76;

/** The authenticated shell: top bar, sidebar (a drawer behind the burger on small screens), content. */
export default function AppLayout() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const location = useLocation();
  // A member of several shops with none chosen sees the picker alone: every screen is a shop's,
  // and asking for one would only collect refusals (toasts, "Navigation error").
  // Until the context answers, nothing shop-scoped is asked either.
  const context = useCurrentContext();
  const shopChosen = context.isError || (context.isSuccess && !context.data.needs_shop_selection);
  return (
    <>
      <ShellOverlays />
      <ThemeSync />
      <AppShell
        header={{ height: HEADER_HEIGHT }}
        navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !opened } }}
        // No shell padding: Mantine adds it to the header height (content began at 92 px).
        padding={0}
        // The content's room changes only when the window crosses the sidebar's breakpoint (the
        // sidebar is never folded away on a wide screen). Animated, it squeezed the page below its
        // headings' width for 200 ms: a window narrowed to 390 px scrolled sideways (29 px on an
        // invoice). The drawer still slides.
        styles={{ main: { transitionProperty: 'none' } }}
      >
        <AppShell.Header>
          <TopBar navOpened={opened} onToggleNav={toggle} />
        </AppShell.Header>
        <AppShell.Navbar>
          <Sidebar onNavigate={close} shopChosen={shopChosen} />
        </AppShell.Navbar>
        {/* The address on screen, once its screen has rendered: a walk over the screens waits on it. */}
        <AppShell.Main data-location={`${location.pathname}${location.search}`}>
          <Box px="md" pb="md">
            <ShopSwitcher variant="prompt" />
            {shopChosen ? (
              <Suspense fallback={<PageLoader />}>
                <Outlet />
              </Suspense>
            ) : (
              context.isPending && <PageLoader />
            )}
          </Box>
        </AppShell.Main>
      </AppShell>
    </>
  );
}
