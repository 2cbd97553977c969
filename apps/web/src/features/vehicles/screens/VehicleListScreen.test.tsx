import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, renderWithProviders, stubFetch, type FetchRoutes } from '../../../../test/utils';
import {
  ALL_VEHICLE_PERMISSIONS,
  FOR_MODULE,
  LOCATIONS,
  listItem,
  page,
  pageSizeSetting,
  permissionsReply,
} from '../../../../test/fixtures';
import { listKey } from '../testing/list-calls';
import VehicleListScreen from './VehicleListScreen';

function setup(
  routes: FetchRoutes,
  permissions: Record<string, boolean> = ALL_VEHICLE_PERMISSIONS,
) {
  const calls = stubFetch({
    'GET /api/vehicles/permissions/': permissionsReply(permissions),
    [FOR_MODULE]: json({ page_size: pageSizeSetting(10) }),
    [LOCATIONS]: json(page([{ id: 1, name: 'Main Lot', address: '' }])),
    ...routes,
  });
  renderWithProviders(<VehicleListScreen />, { route: '/vehicles', path: '/vehicles' });
  return calls;
}

const rows = [
  listItem(),
  listItem({
    vin: '2T1BURHE0JC000001',
    description: '2018 Toyota Corolla',
    license_plate: 'XYZ-999',
    location: null,
    location_name: null,
    primary_driver: null,
    primary_driver_name: null,
    status: 'Registration expired',
  }),
  listItem({
    vin: '3FA6P0H72HR000002',
    description: '2017 Ford Fusion',
    status: 'Registration due soon',
  }),
];

describe('VehicleListScreen', () => {
  it('shows the columns, Unassigned, status badge colours and the pagination text', async () => {
    setup({ [listKey()]: json(page(rows, 23, 3)) });
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Vehicle Description', 'License Plate', 'Location', 'Primary Driver', 'Status']);
    const corolla = screen.getByText('2018 Toyota Corolla').closest('tr')!;
    expect(within(corolla).getAllByText('Unassigned')).toHaveLength(2);
    const colour = (el: HTMLElement) =>
      el.closest('[data-badge-color]')?.getAttribute('data-badge-color');
    expect(colour(within(corolla).getByText('Registration expired'))).toBe('red');
    expect(colour(screen.getByText('Registration due soon'))).toBe('yellow');
    expect(colour(screen.getAllByText('Up to date')[0]!)).toBe('green');
    expect(screen.getByText('Showing 1 to 10 of 23 vehicles')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 3' })).toBeInTheDocument();
  });

  it('sends the sort to the server as ordering and flips direction on a second click', async () => {
    const calls = setup({
      [listKey()]: json(page(rows)),
      [listKey({ ordering: 'license_plate' })]: json(page(rows)),
      [listKey({ ordering: '-license_plate' })]: json(page(rows)),
    });
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'License Plate' }));
    await waitFor(() =>
      expect(calls.some((c) => c.url.includes('ordering=license_plate'))).toBe(true),
    );
    await user.click(screen.getByRole('button', { name: 'License Plate' }));
    await waitFor(() =>
      expect(calls.some((c) => c.url.includes('ordering=-license_plate'))).toBe(true),
    );
    expect(screen.getByRole('columnheader', { name: 'License Plate' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(screen.getByTestId('location')).toHaveTextContent('ordering=-license_plate');
  });

  it('opens a vehicle from a row, by click or keyboard, with the details permission', async () => {
    setup({ [listKey()]: json(page(rows)) });
    const user = userEvent.setup({ delay: null });
    const row = (await screen.findByText('2021 Honda Accord')).closest('tr')!;
    row.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/vehicles/1HGCM82633A004352');
  });

  it('does not open rows without the details permission', async () => {
    setup({ [listKey()]: json(page(rows)) }, { canViewBasic: true });
    const user = userEvent.setup({ delay: null });
    const row = (await screen.findByText('2021 Honda Accord')).closest('tr')!;
    expect(row).not.toHaveAttribute('tabindex');
    await user.click(row);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/vehicles$/);
    expect(screen.queryByRole('button', { name: 'Add Vehicle' })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('switch', { name: 'Show archived vehicles' }),
    ).not.toBeInTheDocument();
    // Its route needs canEdit: the button would only bounce this member back.
    expect(screen.queryByRole('button', { name: 'Settings' })).not.toBeInTheDocument();
  });

  it('offers Settings to a member who may edit', async () => {
    setup({ [listKey()]: json(page(rows)) }, { canViewBasic: true, canEdit: true });
    expect(await screen.findByRole('button', { name: 'Settings' })).toBeInTheDocument();
  });

  it('suggests adding the first vehicle when the list is empty and the user can add', async () => {
    setup({ [listKey()]: json(page([])) });
    expect(await screen.findByText('No vehicles found')).toBeInTheDocument();
    expect(screen.getByText('Start by adding your first vehicle.')).toBeInTheDocument();
  });

  it('says no vehicles are visible when filtered or the user cannot add', async () => {
    setup({ [listKey({ types: ['loaner'] })]: json(page([])), [listKey()]: json(page(rows)) });
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('table');
    await user.click(screen.getByRole('checkbox', { name: 'Loaner' }));
    expect(await screen.findByText('No vehicles are currently visible.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('types=loaner');
  });

  it('reads the page size from the settings store and saves a new one', async () => {
    const calls = setup({
      [FOR_MODULE]: json({ page_size: pageSizeSetting(25) }),
      [listKey({ pageSize: 25 })]: json(page(rows, 60, 3)),
      [listKey({ pageSize: 50 })]: json(page(rows, 60, 2)),
      'POST /api/base/settings/update_user_setting/': json(pageSizeSetting(50)),
    });
    expect(await screen.findByText('Showing 1 to 25 of 60 vehicles')).toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('combobox', { name: 'Items per page' }));
    await user.click(await screen.findByRole('option', { name: '50', hidden: true }));
    expect(await screen.findByText('Showing 1 to 50 of 60 vehicles')).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        module: 'vehicles',
        key: 'page_size',
        value: 50,
      }),
    );
  });

  it("shows 'Failed to fetch vehicles' with a retry", async () => {
    setup({ [listKey()]: json({ detail: 'boom' }, 500) });
    expect(await screen.findAllByText('Failed to fetch vehicles')).not.toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('VehicleListScreen defaults', () => {
  it("starts with the user's default sort from the settings store", async () => {
    const calls = setup({
      [FOR_MODULE]: json({
        page_size: pageSizeSetting(10),
        default_sort: {
          ...pageSizeSetting(10),
          key: 'default_sort',
          value_type: 'choice',
          value: '-status',
        },
      }),
      [listKey({ ordering: '-status' })]: json(page(rows)),
    });
    await screen.findByRole('table');
    expect(calls.some((c) => c.url.includes('ordering=-status'))).toBe(true);
    expect(screen.getByRole('columnheader', { name: 'Status' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });
});

describe('VehicleListScreen role label', () => {
  it.each([
    [{ canViewBasic: true }, true, 'Administrator'],
    [
      { canViewBasic: true, canViewFinancial: true, canManageFinancial: true },
      false,
      'Fleet Manager',
    ],
    [{ canViewBasic: true, canEdit: true }, false, 'Fleet Coordinator'],
    [{ canViewBasic: true, canManageMileage: true }, false, 'Service Technician'],
    [{ canViewBasic: true }, false, 'Vehicle Viewer'],
  ])(
    'shows the label derived from %o (superuser %s): %s',
    async (permissions, superuser, label) => {
      stubFetch({
        'GET /api/vehicles/permissions/': permissionsReply(permissions, superuser),
        [FOR_MODULE]: json({ page_size: pageSizeSetting(10) }),
        [LOCATIONS]: json(page([])),
        [listKey()]: json(page(rows)),
      });
      renderWithProviders(<VehicleListScreen />, { route: '/vehicles', path: '/vehicles' });
      const title = await screen.findByRole('heading', { name: 'Vehicles', level: 1 });
      expect(await within(title.parentElement!).findByText(label)).toBeInTheDocument();
    },
  );
});
