import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CAME_FROM_SEARCH_KEY } from '../lib/search-flags';
import { json, renderWithProviders, stubFetch, type FetchRoutes } from '../../test/utils';
import {
  ALL_VEHICLE_PERMISSIONS,
  detail,
  permissionsReply,
  VIN,
  CURRENT_CONTEXT,
  EMPTY_SUMMARY,
} from '../../test/fixtures';
import VehicleDetailPage from './VehicleDetailPage';

const DETAIL = `GET /api/vehicles/vehicles/${VIN}/`;

function renderDetail(
  routes: FetchRoutes,
  permissions: Record<string, boolean> = ALL_VEHICLE_PERMISSIONS,
  route = `/vehicles/${VIN}`,
) {
  const calls = stubFetch({
    ...CURRENT_CONTEXT,
    ...EMPTY_SUMMARY,
    'GET /api/vehicles/permissions/': permissionsReply(permissions),
    // The Finance/Insurance tab's financing panel.
    [`GET /api/vehicles/financing/?vehicle=${VIN}&page_size=1000`]: json({ results: [] }),
    [`GET /api/vehicles/financing-payments/?vehicle=${VIN}&page_size=1000`]: json({ results: [] }),
    ...routes,
  });
  renderWithProviders(<VehicleDetailPage />, { route, path: '/vehicles/:vin' });
  return { calls, user: userEvent.setup({ delay: null }) };
}

// The detail's own tabs (the first tab list; the financing panel has its own).
const tabNames = () =>
  within(screen.getAllByRole('tablist')[0]!)
    .getAllByRole('tab')
    .map((t) => t.textContent);

describe('VehicleDetailPage', () => {
  it('shows the header badges and only the tabs the user may view, with counts', async () => {
    renderDetail({
      [DETAIL]: json(detail({ is_archived: true, has_active_loan: true, has_active_lease: true })),
    });
    expect(await screen.findByRole('heading', { name: '2021 Honda Accord' })).toBeInTheDocument();
    for (const badge of ['Archived', 'Loan', 'Lease'])
      expect(screen.getByText(badge)).toBeInTheDocument();
    expect(tabNames()).toEqual([
      'Overview',
      'Finance/Insurance',
      'Mileage3',
      'Fuel',
      'Service History2',
      'Inspections & Issues',
      'Documents',
      'Drivers',
      'History',
    ]);
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
  });

  it('defaults to the first available tab and hides the rest', async () => {
    renderDetail({ [DETAIL]: json(detail()) }, { canViewDetails: true, canViewFinancial: true });
    await screen.findByRole('heading', { name: '2021 Honda Accord' });
    expect(tabNames()).toEqual(['Finance/Insurance']);
    expect(screen.getByRole('tab', { name: 'Finance/Insurance' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.queryByRole('button', { name: 'Edit Vehicle' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Archive' })).not.toBeInTheDocument();
  });

  it('opens the tab named in the URL and writes tab changes to it', async () => {
    const { user } = renderDetail(
      { [DETAIL]: json(detail()) },
      ALL_VEHICLE_PERMISSIONS,
      `/vehicles/${VIN}?tab=finance`,
    );
    expect(await screen.findByRole('tab', { name: 'Finance/Insurance' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.click(screen.getByRole('tab', { name: 'Overview' }));
    expect(screen.getByTestId('location')).toHaveTextContent('tab=overview');
  });

  it("reads 'Back to Search' after a search result, and clears the flag", async () => {
    window.sessionStorage.setItem(CAME_FROM_SEARCH_KEY, 'true');
    renderDetail({ [DETAIL]: json(detail()) });
    expect(await screen.findByRole('button', { name: 'Back to Search' })).toBeInTheDocument();
    expect(window.sessionStorage.getItem(CAME_FROM_SEARCH_KEY)).toBeNull();
  });

  it("reads 'Back to List' otherwise and goes to the list", async () => {
    const { user } = renderDetail({ [DETAIL]: json(detail()) });
    await user.click(await screen.findByRole('button', { name: 'Back to List' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/vehicles$/);
  });

  it('archives after the confirmation and toasts the success', async () => {
    const { calls, user } = renderDetail({
      [DETAIL]: json(detail()),
      [`POST /api/vehicles/vehicles/${VIN}/archive/`]: json(detail({ is_archived: true })),
    });
    await user.click(await screen.findByRole('button', { name: 'Archive' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(
        'Are you sure you want to archive 2021 Honda Accord? This will remove it from regular operations.',
      ),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.url.endsWith('/archive/'))).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Archive' }));
    expect(
      await screen.findByText('2021 Honda Accord has been archived successfully'),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.url.endsWith('/archive/'))?.method).toBe('POST');
  });

  it("shows the server's reason when an archive is refused", async () => {
    const { user } = renderDetail({
      [DETAIL]: json(detail()),
      [`POST /api/vehicles/vehicles/${VIN}/archive/`]: json(
        { detail: 'This vehicle has an active financing.' },
        409,
      ),
    });
    await user.click(await screen.findByRole('button', { name: 'Archive' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Archive' }),
    );
    expect(
      await screen.findByText('Failed to archive vehicle: This vehicle has an active financing.'),
    ).toBeInTheDocument();
  });

  it('offers Unarchive for an archived vehicle and no Archive when it cannot be archived', async () => {
    renderDetail({ [DETAIL]: json(detail({ is_archived: true })) });
    expect(await screen.findByRole('button', { name: 'Unarchive' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Archive' })).not.toBeInTheDocument();
  });

  it('hides Archive when can_be_archived is false', async () => {
    renderDetail({ [DETAIL]: json(detail({ can_be_archived: false })) });
    expect(await screen.findByRole('button', { name: 'Edit Vehicle' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Archive' })).not.toBeInTheDocument();
  });

  it("shows 'Vehicle not found' with Back to List", async () => {
    const { user } = renderDetail({ [DETAIL]: json({ detail: 'Vehicle not found' }, 404) });
    expect(await screen.findByText('Vehicle not found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to List' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/vehicles$/));
  });

  it('shows the overview fields with their empty texts', async () => {
    renderDetail({
      [DETAIL]: json(
        detail({
          vehicle_types: [],
          location: null,
          location_name: null,
          primary_driver: null,
          primary_driver_name: null,
        }),
      ),
    });
    expect(await screen.findByText('No Type Assigned')).toBeInTheDocument();
    expect(screen.getAllByText('Not assigned')).toHaveLength(2);
    expect(screen.getByText('$18,500.00')).toBeInTheDocument();
    expect(screen.getByText('45,231 miles')).toBeInTheDocument();
    expect(screen.getByText('No registration records found')).toBeInTheDocument();
  });
});
