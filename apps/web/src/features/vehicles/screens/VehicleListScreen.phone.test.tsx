import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { json, phoneScreen, renderWithProviders, stubFetch } from '../../../../test/utils';
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
];

function setup(permissions: Record<string, boolean> = ALL_VEHICLE_PERMISSIONS) {
  const calls = stubFetch({
    'GET /api/vehicles/permissions/': permissionsReply(permissions),
    [FOR_MODULE]: json({ page_size: pageSizeSetting(10) }),
    [LOCATIONS]: json(page([{ id: 1, name: 'Main Lot', address: '' }])),
    [listKey()]: json(page(rows, 12, 2)),
    [listKey({ ordering: '-status' })]: json(page(rows, 12, 2)),
    [listKey({ ordering: '-status', page: 2 })]: json(
      page([listItem({ vin: '5YJ3E1EA7KF000003', description: '2020 Tesla Model 3' })], 12, 2),
    ),
    [listKey({ ordering: '-status', types: ['loaner'] })]: json(page([rows[0]!], 1, 1)),
  });
  renderWithProviders(<VehicleListScreen />, { route: '/vehicles', path: '/vehicles' });
  return calls;
}

beforeEach(() => {
  phoneScreen();
});

describe('VehicleListScreen on a phone (under 600 px)', () => {
  it('lists cards with description, plate, status badge, location and driver, no table', async () => {
    setup();
    const list = await screen.findByRole('list', { name: 'Vehicles' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const corolla = cards[1]!;
    expect(within(corolla).getByText('2018 Toyota Corolla')).toBeInTheDocument();
    expect(within(corolla).getByText('XYZ-999')).toBeInTheDocument();
    expect(within(corolla).getAllByText('Unassigned')).toHaveLength(2);
    expect(
      within(corolla).getByText('Registration expired').closest('[data-badge-color]'),
    ).toHaveAttribute('data-badge-color', 'red');
    expect(within(cards[0]!).getByText('Main Lot')).toBeInTheDocument();
    expect(screen.getByText('Showing 1 to 10 of 12 vehicles')).toBeInTheDocument();
  });

  it('opens a vehicle from its card, a link the keyboard reaches', async () => {
    setup();
    const user = userEvent.setup({ delay: null });
    const link = await screen.findByRole('link', { name: /2018 Toyota Corolla/ });
    expect(link).toHaveAttribute('href', '/vehicles/2T1BURHE0JC000001');
    link.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/vehicles/2T1BURHE0JC000001');
  });

  it('cards open nothing without the details permission', async () => {
    setup({ ...ALL_VEHICLE_PERMISSIONS, canViewDetails: false });
    await screen.findByText('2018 Toyota Corolla');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('keeps the filters, the sort and the pagination', async () => {
    const calls = setup();
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('list', { name: 'Vehicles' });

    await user.selectOptions(screen.getByLabelText('Sort by'), 'Status (Z to A)');
    await waitFor(() => expect(calls.some((c) => c.url.includes('ordering=-status'))).toBe(true));

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('2020 Tesla Model 3')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show Filters' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Loaner' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('types=loaner'));
    expect(await screen.findByText('Showing 1 to 1 of 1 vehicles')).toBeInTheDocument();
  });
});
