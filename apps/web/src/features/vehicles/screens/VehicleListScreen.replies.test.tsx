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
  testVin,
} from '../../../../test/fixtures';
import { listKey } from '../testing/list-calls';
import VehicleListScreen from './VehicleListScreen';

function setup(routes: FetchRoutes) {
  const calls = stubFetch({
    'GET /api/vehicles/permissions/': permissionsReply(ALL_VEHICLE_PERMISSIONS),
    [FOR_MODULE]: json({ page_size: pageSizeSetting(10) }),
    [LOCATIONS]: json(page([])),
    ...routes,
  });
  renderWithProviders(<VehicleListScreen />, { route: '/vehicles', path: '/vehicles' });
  return {
    calls,
    listCalls: () => calls.filter((c) => c.url.startsWith('/api/vehicles/vehicles/')),
  };
}

/** A row with a VIN of its own; `status` may be any text the server sends. */
const row = (n: number, status: unknown = 'Up to date') => ({
  ...listItem({ vin: testVin(n), description: `Vehicle ${n}` }),
  status,
});
const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const badgeColour = (description: string) =>
  screen
    .getByText(description)
    .closest('tr')!
    .querySelector('[data-badge-color]')!
    .getAttribute('data-badge-color');

describe('VehicleListScreen status texts', () => {
  it('shows every row it receives, coloured by the text rules', async () => {
    const statuses: [unknown, string][] = [
      ['Inspection overdue', 'red'],
      ['Registration expired', 'red'],
      ['Nearing renewal', 'yellow'],
      ['Payment due', 'yellow'],
      ['Renew soon', 'yellow'],
      ['Current', 'green'],
      ['Up to date', 'green'],
      ['Awaiting paperwork', 'grey'],
      [null, 'grey'],
    ];
    const { listCalls } = setup({
      [listKey()]: json(page(statuses.map(([status], i) => row(i + 1, status)))),
    });
    expect(await screen.findByText('Showing 1 to 9 of 9 vehicles')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(9);
    statuses.forEach(([status, colour], i) => {
      expect(badgeColour(`Vehicle ${i + 1}`), String(status)).toBe(colour);
      if (typeof status === 'string') expect(screen.getByText(status)).toBeInTheDocument();
    });
    expect(listCalls()).toHaveLength(1);
  });
});

describe('VehicleListScreen reply shapes', () => {
  const rows = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, i) => row(from + i));

  it('shows a count that is only a lower bound (a search too common to count) as "N+"', async () => {
    setup({
      [listKey()]: json({
        count: 5000,
        total_pages: 500,
        next: '/api/vehicles/vehicles/?page=2',
        previous: null,
        results: rows(1, 10),
        count_is_lower_bound: true,
      }),
    });
    expect(await screen.findByText('Showing 1 to 10 of 5000+ vehicles')).toBeInTheDocument();
  });

  it('reads {results, pagination: {count, total_pages}}', async () => {
    const { listCalls } = setup({
      [listKey()]: json({ results: rows(1, 10), pagination: { count: 23, total_pages: 3 } }),
      [listKey({ page: 2 })]: json({
        results: rows(11, 20),
        pagination: { count: 23, total_pages: 3 },
      }),
    });
    expect(await screen.findByText('Showing 1 to 10 of 23 vehicles')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 3' })).toBeInTheDocument();
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Showing 11 to 20 of 23 vehicles')).toBeInTheDocument();
    expect(screen.getByText('Vehicle 11')).toBeInTheDocument();
    expect(listCalls().map((c) => new URL(c.url, 'http://x').searchParams.get('page'))).toEqual([
      '1',
      '2',
    ]);
  });

  it('reads {results, count} without total_pages', async () => {
    setup({ [listKey()]: json({ results: rows(1, 10), count: 23 }) });
    expect(await screen.findByText('Showing 1 to 10 of 23 vehicles')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 3' })).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(10);
  });

  it('reads a plain array as the whole list and pages it', async () => {
    const all = rows(1, 23);
    const { listCalls } = setup({
      [listKey()]: json(all),
      [listKey({ page: 3 })]: json(all),
    });
    expect(await screen.findByText('Showing 1 to 10 of 23 vehicles')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(10);
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByText('Showing 21 to 23 of 23 vehicles')).toBeInTheDocument();
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    expect(screen.getByText('Vehicle 23')).toBeInTheDocument();
    expect(listCalls()).toHaveLength(2);
  });

  it('treats an unexpected format as an empty list', async () => {
    setup({ [listKey()]: json({ vehicles: rows(1, 3) }) });
    expect(await screen.findByText('No vehicles found')).toBeInTheDocument();
  });
});
