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

/** Issue 24 item 2: the column chooser and a member's saved views of the list. */

const VANS = {
  id: 7,
  name: 'Vans at Main Lot',
  filters: { location: 1, types: [], archived: false, search: 'van' },
  ordering: 'status' as const,
  columns: ['description', 'vin', 'status'],
  created_at: '2026-11-20T10:00:00Z',
  updated_at: '2026-11-20T10:00:00Z',
};

function setup(routes: FetchRoutes = {}) {
  const calls = stubFetch({
    'GET /api/vehicles/permissions/': permissionsReply(ALL_VEHICLE_PERMISSIONS),
    [FOR_MODULE]: json({ page_size: pageSizeSetting(10) }),
    [LOCATIONS]: json(page([{ id: 1, name: 'Main Lot', address: '' }])),
    [listKey()]: json(page([listItem()])),
    ...routes,
  });
  renderWithProviders(<VehicleListScreen />, { route: '/vehicles', path: '/vehicles' });
  return calls;
}

const headers = () =>
  within(screen.getByRole('table'))
    .getAllByRole('columnheader')
    .map((h) => h.textContent?.trim())
    .filter((text) => text && !/^Select/.test(text));

describe('VehicleListScreen: columns and saved views', () => {
  it('shows the columns the member chooses; the description always stays', async () => {
    setup();
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('table');
    expect(headers()).toEqual(
      expect.arrayContaining(['Vehicle Description', 'License Plate', 'Status']),
    );
    expect(headers()).not.toContain('VIN');

    await user.click(screen.getByRole('button', { name: 'Columns' }));
    const chooser = await screen.findByRole('group', { name: 'Columns shown' });
    const box = (name: string) => within(chooser).getByRole('checkbox', { name, hidden: true });
    expect(box('Vehicle Description')).toBeDisabled();
    expect(box('License Plate')).toBeChecked();
    await user.click(box('License Plate'));
    await user.click(box('VIN'));

    await waitFor(() => expect(headers()).toContain('VIN'));
    expect(headers()).not.toContain('License Plate');
    expect(headers()[0]).toMatch(/Vehicle Description/);
  });

  it('applies a saved view: its filters, order and columns', async () => {
    const calls = setup({
      'GET /api/vehicles/views/': json(page([VANS])),
      [listKey({ location: 1, search: 'van', ordering: 'status' })]: json(
        page([listItem({ description: '2021 Ford Transit' })]),
      ),
    });
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Views' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Vans at Main Lot' }));

    expect(await screen.findByText('2021 Ford Transit')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View: Vans at Main Lot' })).toBeInTheDocument();
    expect(headers()).toContain('VIN');
    expect(headers()).not.toContain('License Plate');
    expect(calls.map((c) => c.url)).toContain(
      listKey({ location: 1, search: 'van', ordering: 'status' }).replace('GET ', ''),
    );
  });

  it('saves the list as a view, and keeps the typed name when the server refuses it', async () => {
    let posts = 0;
    const calls = setup({
      'GET /api/vehicles/views/': json(page([VANS])),
      'POST /api/vehicles/views/': () => {
        posts += 1;
        return posts === 1
          ? json({ name: ['You already have a view with this name.'] }, 400)
          : json({ ...VANS, id: 8, name: 'Everything' }, 201);
      },
    });
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Views' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Save current view…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save view' });
    await user.type(within(dialog).getByRole('textbox', { name: 'View name' }), 'Vans at Main Lot');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(
      await within(dialog).findByText('You already have a view with this name.'),
    ).toBeInTheDocument();
    const field = within(dialog).getByRole('textbox', { name: 'View name' });
    expect(field).toHaveValue('Vans at Main Lot');
    // What the list is now: no filter, by description, the spec's columns.
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      name: 'Vans at Main Lot',
      filters: { location: null, types: [], archived: false, search: '' },
      ordering: 'description',
      columns: ['description', 'license_plate', 'location', 'primary_driver', 'status'],
    });

    await user.clear(field);
    await user.type(field, 'Everything');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'View: Everything' })).toBeInTheDocument();
  });
});
