import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CURRENT_CONTEXT, permissionsReply } from '../../../../test/fixtures';
import { json, renderWithProviders, stubFetch } from '../../../../test/utils';
import { pickOption } from '../../../../test/select-option';
import DueServiceScreen from './DueServiceScreen';

const item = (over: Partial<Record<string, unknown>>) => ({
  vehicle_vin: 'V1N00000200000001',
  vehicle_description: '2021 Ford Transit',
  current_mileage: 45_120,
  schedule: 3,
  name: 'Oil change',
  service_type: 'maintenance',
  due_date: '2026-11-20',
  due_mileage: 45_000,
  forecast_date: null,
  state: 'overdue',
  reason: null,
  ...over,
});
const brakes = item({
  vehicle_vin: 'V1N00000400000002',
  vehicle_description: '2020 Ram ProMaster',
  schedule: 4,
  name: 'Brake inspection',
  service_type: 'inspection',
  due_date: '2026-12-05',
  due_mileage: null,
  // The trend reached its miles before the shop's today (2026-06-14): no due date for all that.
  forecast_date: '2026-06-01',
  state: 'due_soon',
});

describe('DueServiceScreen', () => {
  it('says why a mile interval has no due mileage yet (issue 34 §1)', async () => {
    stubFetch({
      ...CURRENT_CONTEXT,
      'GET /api/vehicles/permissions/': permissionsReply({ canViewService: true }),
      'GET /api/vehicles/maintenance-due/': json([
        item({
          name: 'Tyre rotation',
          current_mileage: null,
          due_date: null,
          due_mileage: null,
          state: 'mileage_unknown',
          reason: 'no_mileage_reading',
        }),
      ]),
    });
    renderWithProviders(<DueServiceScreen />, {
      route: '/vehicles/maintenance-due',
      path: '/vehicles/maintenance-due',
    });
    const table = await screen.findByRole('table', { name: 'Due service' });
    const cells = within(within(table).getAllByRole('row')[1]!)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual([
      '2021 Ford Transit',
      'Tyre rotation',
      'Maintenance',
      '—',
      'No mileage reading yet: record one to compute the due mileage.',
      '—',
      'Mileage unknown',
    ]);
  });

  it('lists what is due and filters by state and vehicle through the address', async () => {
    const calls = stubFetch({
      ...CURRENT_CONTEXT,
      'GET /api/vehicles/permissions/': permissionsReply({ canViewService: true }),
      'GET /api/vehicles/maintenance-due/': json([item({}), brakes]),
      'GET /api/vehicles/maintenance-due/?state=overdue': json([item({})]),
      'GET /api/vehicles/maintenance-due/?vehicle=V1N00000200000001&state=overdue': json([
        item({}),
      ]),
    });
    renderWithProviders(<DueServiceScreen />, {
      route: '/vehicles/maintenance-due',
      path: '/vehicles/maintenance-due',
    });
    const table = await screen.findByRole('table', { name: 'Due service' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      [
        '2021 Ford Transit',
        'Oil change',
        'Maintenance',
        'Nov 20, 2026',
        '45,000 miles (now 45,120 miles)',
        '—',
        'Overdue',
      ],
      [
        '2020 Ram ProMaster',
        'Brake inspection',
        'Inspection',
        'Dec 5, 2026',
        '—',
        'Jun 1, 2026 (passed: log a reading)',
        'Due soon',
      ],
    ]);
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Overdue' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    await pickOption(user, 'Vehicle', '2021 Ford Transit (V1N00000200000001)');
    await waitFor(() =>
      expect(calls.map((c) => c.url)).toContain(
        '/api/vehicles/maintenance-due/?vehicle=V1N00000200000001&state=overdue',
      ),
    );
  });

  it('says so when nothing is due', async () => {
    stubFetch({
      ...CURRENT_CONTEXT,
      'GET /api/vehicles/permissions/': permissionsReply({ canViewService: true }),
      'GET /api/vehicles/maintenance-due/': json([]),
    });
    renderWithProviders(<DueServiceScreen />);
    expect(await screen.findByText('Nothing is due')).toBeInTheDocument();
  });
});
