import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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

function renderDetail(routes: FetchRoutes) {
  const calls = stubFetch({
    ...CURRENT_CONTEXT,
    ...EMPTY_SUMMARY,
    'GET /api/vehicles/permissions/': permissionsReply(ALL_VEHICLE_PERMISSIONS),
    ...routes,
  });
  renderWithProviders(<VehicleDetailPage />, {
    route: `/vehicles/${VIN}`,
    path: '/vehicles/:vin',
  });
  return { detailCalls: () => calls.filter((c) => c.url === DETAIL.slice(4)) };
}

describe('VehicleDetailPage replies', () => {
  it('opens a vehicle whose status text the contract does not know', async () => {
    const { detailCalls } = renderDetail({
      [DETAIL]: json({ ...detail(), status: 'Inspection overdue' }),
    });
    expect(await screen.findByRole('heading', { name: '2021 Honda Accord' })).toBeInTheDocument();
    expect(screen.queryByText('Failed to fetch vehicle details')).not.toBeInTheDocument();
    expect(detailCalls()).toHaveLength(1);
  });

  it("says 'Failed to fetch vehicle details' when the detail answers 500", async () => {
    const { detailCalls } = renderDetail({
      [DETAIL]: json({ error: 'Database unavailable' }, 500),
    });
    expect(await screen.findByText('Failed to fetch vehicle details')).toBeInTheDocument();
    expect(screen.queryByText(/Database unavailable|Request failed/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to List' })).toBeInTheDocument();
    expect(detailCalls()).toHaveLength(1);
  });

  it("still says 'Vehicle not found' for a 404", async () => {
    renderDetail({ [DETAIL]: json({ detail: 'Not found.' }, 404) });
    expect(await screen.findByText('Vehicle not found')).toBeInTheDocument();
  });
});
