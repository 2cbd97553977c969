import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, renderApp, stubFetch, type FetchRoutes } from '../../../../test/utils';
import { PERMISSIONS_FAILED } from '../../../lib/permissions';
import {
  FOR_MODULE,
  LOCATIONS,
  EMPTY_DASHBOARD,
  NO_NOTIFICATIONS,
  listItem,
  currentShop,
  page,
  pageSizeSetting,
  profileReply,
} from '../../../../test/fixtures';
import { listKey } from '../testing/list-calls';

const PERMISSIONS = '/api/vehicles/permissions/';

/** The shell's own calls, so the whole app (gate included) can render at /vehicles. */
function shellApi(permissionsReply: FetchRoutes[string]): FetchRoutes {
  return {
    'GET /api/base/auth-config/': json({
      google_enabled: false,
      google_client_id: null,
      app_name: 'Fleetdesk',
      support_email: '',
      support_phone: '',
    }),
    'GET /api/employees/current-context/': json({
      current_shop: currentShop({ role: 'viewer' }),
      needs_shop_selection: false,
      user: {
        id: 1,
        username: 'vic',
        email: 'vic@example.test',
        first_name: 'Vic',
        last_name: 'Viewer',
        is_superuser: false,
      },
    }),
    'GET /api/employees/available-shops/': json({ shops: [], current_shop: null }),
    'GET /api/employees/user-profile/': profileReply(),
    'GET /api/base/navigation/': json({ results: [] }),
    ...NO_NOTIFICATIONS,
    ...EMPTY_DASHBOARD,
    'GET /api/base/permissions/': json({ permissions: {}, is_superuser: false, groups: [] }),
    [`GET ${PERMISSIONS}`]: permissionsReply,
    [FOR_MODULE]: json({ page_size: pageSizeSetting(10) }),
    [LOCATIONS]: json(page([])),
    [listKey()]: json(page([listItem()])),
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('/vehicles when the permissions call fails', () => {
  it('opens the list with every in-screen permission none, asking once', async () => {
    const calls = stubFetch(shellApi('network-error'));
    const { router } = renderApp('/vehicles', { token: 't' });

    const row = (await screen.findByText('2021 Honda Accord')).closest('tr')!;
    expect(await screen.findByText(PERMISSIONS_FAILED)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Vehicles', level: 1 })).toBeInTheDocument();
    expect(screen.queryByLabelText('Checking access to Vehicles')).not.toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).queryByRole('button', { name: 'Add Vehicle' })).not.toBeInTheDocument();
    expect(within(main).queryByRole('button', { name: 'Settings' })).not.toBeInTheDocument();
    // Every permission none: the derived role label beside the title says so.
    const title = screen.getByRole('heading', { name: 'Vehicles', level: 1 });
    expect(within(title.parentElement!).getByText('No Access')).toBeInTheDocument();
    expect(row).not.toHaveAttribute('tabindex');
    await userEvent.setup({ delay: null }).click(row);
    expect(router.state.location.pathname).toBe('/vehicles');

    // The storm this guards against sent a dozen or more calls in this time.
    const settled = calls.length;
    await sleep(2000);
    expect(calls.filter((c) => c.url === PERMISSIONS)).toHaveLength(1);
    expect(calls).toHaveLength(settled);
  });

  it('denies on a 500 (spec 1 section 8) and returns to /, asking once', async () => {
    const calls = stubFetch(shellApi(json({ error: 'boom' }, 500)));
    const { router } = renderApp('/vehicles', { token: 't' });
    expect(await screen.findByText('Unable to verify access to Vehicles')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await sleep(2000);
    expect(calls.filter((c) => c.url === PERMISSIONS)).toHaveLength(1);
    expect(calls.some((c) => c.url.startsWith('/api/vehicles/vehicles/'))).toBe(false);
  });
});
