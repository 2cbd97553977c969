import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, renderApp, stubFetch } from '../../test/utils';
import { AUTH_CONFIG as config, signedInApi } from '../../test/fixtures';

const EMPTY_PAGE = { count: 0, total_pages: 1, next: null, previous: null, results: [] };

describe('route table', () => {
  it('shows the sign-in screen instead of the shell without a token, on any route', async () => {
    stubFetch({ 'GET /api/base/auth-config/': json(config) });
    const { router } = renderApp('/vehicles/financing');
    expect(
      await screen.findByRole('heading', { name: 'Welcome to Fleetdesk' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/vehicles/financing');
  });

  it('shows the shell with the shop name and the dashboard at /', async () => {
    stubFetch(signedInApi());
    renderApp('/', { token: 't' });
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(await screen.findByText('Downtown Collision')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('redirects /dashboard, /login and unknown paths to /', async () => {
    stubFetch(signedInApi());
    const { router } = renderApp('/dashboard', { token: 't' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await router.navigate('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await router.navigate('/no/such/page');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('gates /vehicles/add with canAdd', async () => {
    stubFetch(signedInApi({ canViewBasic: true, canAdd: false }));
    const { router } = renderApp('/vehicles/add', { token: 't' });
    expect(await screen.findByText('Access denied to Vehicles')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('lets /vehicles/insurance through with canViewInsurance', async () => {
    const calls = stubFetch({
      ...signedInApi({ canViewBasic: true, canViewInsurance: true }),
      'GET /api/vehicles/policies/?active=true&page=1&page_size=10': json(EMPTY_PAGE),
      'GET /api/vehicles/policies/?active=false&page=1&page_size=10': json(EMPTY_PAGE),
      'GET /api/vehicles/master-policies/?page=1&page_size=100': json(EMPTY_PAGE),
      'GET /api/base/settings/for_module/?module=insurance': json({}),
    });
    const { router } = renderApp('/vehicles/insurance', { token: 't' });
    await waitFor(() =>
      expect(calls.some((c) => c.url === '/api/vehicles/permissions/')).toBe(true),
    );
    await waitFor(() =>
      expect(screen.queryByLabelText('Checking access to Insurance')).not.toBeInTheDocument(),
    );
    expect(router.state.location.pathname).toBe('/vehicles/insurance');
    expect(screen.queryByText('Access denied to Insurance')).not.toBeInTheDocument();
    expect(await screen.findByText('No insurance policies found')).toBeInTheDocument();
  });

  it('gates a vehicle detail page with canViewDetails', async () => {
    stubFetch(signedInApi({ canViewBasic: true, canViewDetails: false }));
    const { router } = renderApp('/vehicles/1HGCM82633A004352', { token: 't' });
    expect(await screen.findByText('Access denied to Vehicles')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('gates the diagnostics page with canViewModuleSettings from the base endpoint', async () => {
    stubFetch({
      ...signedInApi({ canViewBasic: true }),
      'GET /api/base/permissions/': json({
        permissions: { canViewModuleSettings: false },
        is_superuser: false,
        groups: [],
      }),
    });
    const { router } = renderApp('/module-registry-diagnostics', { token: 't' });
    expect(
      await screen.findByText('Access denied to Module Registry Diagnostics'),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('gates /settings/members with canManageShopSettings from the base endpoint', async () => {
    stubFetch({
      ...signedInApi({ canViewBasic: true, canManageShopSettings: false }),
      'GET /api/base/permissions/': json({
        permissions: { canManageShopSettings: false },
        is_superuser: false,
        groups: [],
      }),
    });
    const { router } = renderApp('/settings/members', { token: 't' });
    expect(await screen.findByText('Access denied to Members')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('returns to sign-in when a call answers 401', async () => {
    stubFetch({
      ...signedInApi(),
      'GET /api/employees/current-context/': json({ detail: 'Invalid token.' }, 401),
    });
    renderApp('/', { token: 'expired' });
    expect(
      await screen.findByRole('heading', { name: 'Welcome to Fleetdesk' }),
    ).toBeInTheDocument();
    expect(window.localStorage.getItem('authToken')).toBeNull();
  });
});
