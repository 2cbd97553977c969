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

/**
 * Issue 24 item 2: selection and the bar of actions. Saved views and the column chooser:
 * VehicleListScreen.views.test.tsx, and in a real browser e2e/vehicle-list-bulk.spec.ts.
 */

const rows = [
  listItem(),
  listItem({ vin: '2T1BURHE0JC000001', description: '2018 Toyota Corolla' }),
  listItem({ vin: '3FA6P0H72HR000002', description: '2017 Ford Fusion' }),
];

function setup(
  routes: FetchRoutes = {},
  permissions: Record<string, boolean> = ALL_VEHICLE_PERMISSIONS,
) {
  const calls = stubFetch({
    'GET /api/vehicles/permissions/': permissionsReply(permissions),
    [FOR_MODULE]: json({ page_size: pageSizeSetting(10) }),
    [LOCATIONS]: json(page([{ id: 1, name: 'Main Lot', address: '' }])),
    [listKey()]: json(page(rows)),
    ...routes,
  });
  renderWithProviders(<VehicleListScreen />, { route: '/vehicles', path: '/vehicles' });
  return calls;
}

describe('VehicleListScreen in bulk', () => {
  it('selects the page, archives after confirmation and shows the summary', async () => {
    const calls = setup({
      'POST /api/vehicles/vehicles/bulk/': json({
        action: 'archive',
        changed: 2,
        unchanged: 1,
        changed_vins: [rows[0]!.vin, rows[1]!.vin],
        message: '2 vehicles archived, 1 was already archived',
      }),
    });
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('table');
    await user.click(screen.getByRole('checkbox', { name: 'Select all vehicles on this page' }));
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    expect(within(bar).getByText('3 selected')).toBeInTheDocument();
    await user.click(within(bar).getByRole('button', { name: 'Archive' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'Are you sure you want to archive 3 vehicles? This will remove them from regular operations.',
    );
    // Nothing is sent before the confirmation.
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText('2 vehicles archived, 1 was already archived')).toBeVisible();
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toEqual({ action: 'archive', vins: rows.map((r) => r.vin) });
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Bulk actions' })).not.toBeInTheDocument(),
    );
  });

  it('a checkbox selects a row without opening it; the bar offers only what the member may do', async () => {
    setup({}, { canViewBasic: true, canViewDetails: true, canEdit: true });
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('table');
    await user.click(screen.getByRole('checkbox', { name: 'Select 2018 Toyota Corolla' }));
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    expect(within(bar).getByText('1 selected')).toBeInTheDocument();
    expect(within(bar).queryByRole('button', { name: 'Archive' })).not.toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: 'Set location' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Vehicles' })).toBeInTheDocument();
  });

  it('shows no checkboxes to a member who can neither archive nor edit', async () => {
    setup({}, { canViewBasic: true, canViewDetails: true });
    await screen.findByRole('table');
    expect(screen.queryByRole('checkbox', { name: /^Select/ })).not.toBeInTheDocument();
  });

  it("shows the server's refusal when one vehicle cannot be changed", async () => {
    setup({
      'POST /api/vehicles/vehicles/bulk/': json(
        { detail: 'This vehicle was not found: 3FA6P0H72HR000002. Nothing was changed.' },
        404,
      ),
    });
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('table');
    await user.click(screen.getByRole('checkbox', { name: 'Select 2017 Ford Fusion' }));
    await user.click(screen.getByRole('button', { name: 'Set location' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Main Lot' }));
    expect(
      await screen.findByText(
        'This vehicle was not found: 3FA6P0H72HR000002. Nothing was changed.',
      ),
    ).toBeInTheDocument();
  });

  it('shows all vehicles, the archived one marked, and offers Archive and Unarchive', async () => {
    const archived = listItem({
      vin: '1FTFW1ET5DFC00003',
      description: '2013 Ford F-150',
      is_archived: true,
    });
    const calls = setup({
      [listKey({ archived: true })]: json(page([archived])),
      [listKey({ archived: 'all' })]: json(page([...rows, archived])),
      'POST /api/vehicles/vehicles/bulk/': json({
        action: 'unarchive',
        changed: 1,
        unchanged: 3,
        changed_vins: [archived.vin],
        message: '1 vehicle unarchived, 3 were not archived',
      }),
    });
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('table');
    expect(screen.queryByRole('checkbox', { name: 'Active vehicles too' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Show archived vehicles' }));
    await screen.findByText('2013 Ford F-150');
    expect(screen.queryByText('2018 Toyota Corolla')).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Active vehicles too' }));
    await screen.findByText('2018 Toyota Corolla');
    const marked = screen.getByText('2013 Ford F-150').closest('tr')!;
    expect(within(marked).getByText('Archived')).toBeInTheDocument();
    expect(
      within(screen.getByText('2018 Toyota Corolla').closest('tr')!).queryByText('Archived'),
    ).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Select all vehicles on this page' }));
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    expect(within(bar).getByRole('button', { name: 'Archive' })).toBeInTheDocument();
    await user.click(within(bar).getByRole('button', { name: 'Unarchive' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to unarchive 4 vehicles?');
    await user.click(within(dialog).getByRole('button', { name: 'Unarchive' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.url.endsWith('/bulk/')).map((c) => c.body)).toEqual([
        { action: 'unarchive', vins: [...rows.map((r) => r.vin), archived.vin] },
      ]),
    );
  });
});
