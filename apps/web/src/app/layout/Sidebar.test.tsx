import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setAuthToken } from '../../lib/session';
import { json, renderWithProviders, stubFetch } from '../../../test/utils';
import { Sidebar } from './Sidebar';

const nav = {
  results: [
    {
      name: 'Vehicles',
      url: '/vehicles',
      module: 'vehicles',
      icon: 'IconCar',
      order: 1,
      permission: 'canViewBasic',
      children: [
        {
          name: 'Insurance',
          url: '/vehicles/insurance',
          module: 'vehicles',
          icon: 'shield',
          order: 2,
          permission: null,
          children: [],
        },
        {
          name: 'Financing',
          url: '/vehicles/financing',
          module: 'vehicles',
          icon: 'no-such-icon',
          order: 3,
          permission: null,
          children: [],
        },
      ],
    },
    {
      name: 'Sample Module',
      url: '/sample-module',
      module: 'sample',
      icon: 'puzzle',
      order: 5,
      permission: null,
      children: [],
    },
  ],
};

const perms = (permissions: Record<string, boolean>, is_superuser = false) =>
  json({ permissions, is_superuser, groups: [] });

describe('Sidebar', () => {
  it('highlights the item with the longest matching path prefix', async () => {
    stubFetch({ 'GET /api/base/navigation/': json(nav), 'GET /api/base/permissions/': perms({}) });
    renderWithProviders(<Sidebar />, { route: '/vehicles/insurance/policy/7' });
    const insurance = await screen.findByRole('link', { name: 'Insurance' });
    expect(insurance).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'All Vehicles' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });

  it('highlights the parent page on a vehicle detail path, and Dashboard only on /', async () => {
    stubFetch({ 'GET /api/base/navigation/': json(nav), 'GET /api/base/permissions/': perms({}) });
    renderWithProviders(<Sidebar />, { route: '/vehicles/1HGCM82633A004352' });
    expect(await screen.findByRole('link', { name: 'All Vehicles' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('lists a group page once when a child already links to it', async () => {
    const withAllChild = {
      results: [
        {
          ...nav.results[0]!,
          children: [
            { ...nav.results[0]!.children[0]!, name: 'All Vehicles', url: '/vehicles', order: 1 },
            ...nav.results[0]!.children,
          ],
        },
      ],
    };
    stubFetch({
      'GET /api/base/navigation/': json(withAllChild),
      'GET /api/base/permissions/': perms({}),
    });
    renderWithProviders(<Sidebar />, { route: '/vehicles' });
    await screen.findByRole('link', { name: 'Insurance' });
    expect(screen.getAllByRole('link', { name: 'All Vehicles' })).toHaveLength(1);
  });

  it('marks Dashboard on / and lists Settings and Sign out at the bottom', async () => {
    stubFetch({ 'GET /api/base/navigation/': json(nav), 'GET /api/base/permissions/': perms({}) });
    renderWithProviders(<Sidebar />, { route: '/' });
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Sample Module' })).toHaveAttribute(
      'href',
      '/sample-module',
    );
  });

  it("shows 'Navigation error' when the navigation cannot load, and recovers on refresh", async () => {
    let fail = true;
    stubFetch({
      'GET /api/base/navigation/': () => (fail ? json({ detail: 'down' }, 503) : json(nav)),
      'GET /api/base/permissions/': perms({}),
    });
    renderWithProviders(<Sidebar />, { route: '/' });
    expect(await screen.findByText('Navigation error')).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Refresh navigation' }));
    expect(await screen.findByRole('link', { name: 'Sample Module' })).toBeInTheDocument();
    expect(screen.queryByText('Navigation error')).not.toBeInTheDocument();
  });

  it('accepts a navigation reply sent as a plain array', async () => {
    stubFetch({
      'GET /api/base/navigation/': json(nav.results),
      'GET /api/base/permissions/': perms({}),
    });
    renderWithProviders(<Sidebar />, { route: '/' });
    expect(await screen.findByRole('link', { name: 'Sample Module' })).toBeInTheDocument();
  });

  it('shows Module Diagnostics only with canViewModuleSettings', async () => {
    stubFetch({
      'GET /api/base/navigation/': json(nav),
      'GET /api/base/permissions/': perms({ canViewModuleSettings: true }),
    });
    renderWithProviders(<Sidebar />, { route: '/module-registry-diagnostics' });
    const link = await screen.findByRole('link', { name: 'Module Diagnostics' });
    expect(link).toHaveAttribute('href', '/module-registry-diagnostics');
    expect(link).toHaveAttribute('aria-current', 'page');
  });

  it('shows Module Diagnostics to a superuser', async () => {
    stubFetch({
      'GET /api/base/navigation/': json(nav),
      'GET /api/base/permissions/': perms({}, true),
    });
    renderWithProviders(<Sidebar />, { route: '/' });
    expect(await screen.findByRole('link', { name: 'Module Diagnostics' })).toBeInTheDocument();
  });

  it('hides Module Diagnostics without the permission', async () => {
    const calls = stubFetch({
      'GET /api/base/navigation/': json(nav),
      'GET /api/base/permissions/': perms({ canViewModuleSettings: false }),
    });
    renderWithProviders(<Sidebar />, { route: '/' });
    await screen.findByRole('link', { name: 'Sample Module' });
    await waitFor(() => expect(calls.some((c) => c.url === '/api/base/permissions/')).toBe(true));
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByRole('link', { name: 'Module Diagnostics' })).not.toBeInTheDocument();
  });

  it('signs out: revokes the token, forgets it and goes to /', async () => {
    setAuthToken('tok-1');
    const calls = stubFetch({
      'GET /api/base/navigation/': json(nav),
      'GET /api/base/permissions/': perms({}),
      'POST /api/base/logout/': json({ detail: 'Server error' }, 500),
    });
    renderWithProviders(<Sidebar />, { route: '/settings' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(window.localStorage.getItem('authToken')).toBeNull();
    const logoutCall = calls.find((c) => c.url === '/api/base/logout/');
    expect(logoutCall?.headers.Authorization).toBe('Token tok-1');
  });
});
