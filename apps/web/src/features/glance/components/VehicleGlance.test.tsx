import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { VehicleSummary } from '@fleetdesk/contract/vehicle-glance';
import { json, renderWithProviders, stubFetch } from '../../../../test/utils';
import {
  ALL_VEHICLE_PERMISSIONS,
  CURRENT_CONTEXT,
  emptySummary,
  permissionsReply,
  VIN,
} from '../../../../test/fixtures';
import { dueText } from './KeyFigures';
import { VehicleGlance } from './VehicleGlance';

const SUMMARY = `GET /api/vehicles/vehicles/${VIN}/summary/`;

function renderGlance(
  summary: VehicleSummary,
  {
    photoUrl = null,
    permissions = { ...ALL_VEHICLE_PERMISSIONS, canViewInsurance: true },
  } = {} as {
    photoUrl?: string | null;
    permissions?: Record<string, boolean>;
  },
) {
  const calls = stubFetch({
    ...CURRENT_CONTEXT,
    'GET /api/vehicles/permissions/': permissionsReply(permissions),
    [SUMMARY]: json(summary),
    [`DELETE /api/vehicles/vehicles/${VIN}/photo/`]: new Response(null, { status: 204 }),
  });
  renderWithProviders(
    <VehicleGlance vin={VIN} description="2021 Honda Accord" photoUrl={photoUrl} canEdit />,
  );
  return { calls, user: userEvent.setup({ delay: null }) };
}

const figure = (label: string) =>
  within(screen.getByRole('list', { name: 'Key figures' }))
    .getAllByRole('listitem')
    .find((item) => item.textContent?.startsWith(label));

describe('VehicleGlance', () => {
  it('shows a vehicle without records as such, in words', async () => {
    renderGlance(emptySummary());
    await screen.findByRole('list', { name: 'Key figures' });
    expect(figure('Current mileage')).toHaveTextContent('No readings yet');
    expect(figure('Miles per month')).toHaveTextContent('Not enough readings');
    expect(figure('Cost to date')).toHaveTextContent('$0.00');
    expect(figure('Registration')).toHaveTextContent('No registration');
    expect(figure('Next service')).toHaveTextContent('Nothing scheduled');
    expect(screen.getByText('No photo yet')).toBeInTheDocument();
    expect(await screen.findByText('No costs recorded in the last 12 months.')).toBeInTheDocument();
    expect(screen.getByText('No mileage readings in the last 12 months.')).toBeInTheDocument();
    expect(screen.getByText(/^Nothing coming up/)).toBeInTheDocument();
  });

  it('shows the figures and what comes next, each item a link to where it is kept', async () => {
    renderGlance(
      emptySummary({
        current_mileage: 45231,
        miles_per_month: 1015,
        cost_to_date: '1234.50',
        cost_per_mile: '0.12',
        registration_due_in_days: -3,
        insurance_due_in_days: 12,
        next_service: {
          title: 'Oil change',
          due_date: '2026-04-02',
          due_mileage: 50000,
          forecast_date: null,
          state: 'overdue',
        },
        upcoming: [
          {
            date: '2026-03-01',
            kind: 'registration',
            title: 'Registration expires',
            url: `/vehicles/${VIN}`,
            forecast: false,
          },
          {
            date: '2099-04-02',
            kind: 'service',
            title: 'Oil change due',
            url: `/vehicles/${VIN}?tab=service`,
            forecast: false,
          },
        ],
      }),
    );
    await screen.findByRole('list', { name: 'Key figures' });
    expect(figure('Current mileage')).toHaveTextContent('45,231 miles');
    expect(figure('Miles per month')).toHaveTextContent('1,015 miles');
    expect(figure('Cost to date')).toHaveTextContent('$1,234.50');
    expect(figure('Cost per mile')).toHaveTextContent('$0.12');
    expect(figure('Registration')).toHaveTextContent('Expired 3 days ago');
    expect(figure('Insurance')).toHaveTextContent('Due in 12 days');
    expect(figure('Next service')).toHaveTextContent('Oil change: Apr 2, 2026 or 50,000 mi');
    expect(screen.getByRole('link', { name: 'Oil change due' })).toHaveAttribute(
      'href',
      `/vehicles/${VIN}?tab=service`,
    );
    // The timeline's badge, and the key figure's state in words.
    expect(await screen.findByText('Overdue', { selector: '.mantine-Badge-label' })).toBeVisible();
    expect(figure('Next service')).toHaveTextContent('Overdue');
  });

  it('tells a mileage forecast gone by from a due date: due soon, not overdue', async () => {
    renderGlance(
      emptySummary({
        next_service: {
          title: 'Tire rotation',
          due_date: '2099-01-10',
          due_mileage: 27808,
          forecast_date: '2026-03-01',
          state: 'due_soon',
        },
        upcoming: [
          {
            date: '2026-03-01',
            kind: 'service',
            title: 'Brake check expected',
            url: `/vehicles/${VIN}?tab=service`,
            forecast: true,
          },
        ],
      }),
    );
    await screen.findByRole('list', { name: 'Key figures' });
    expect(figure('Next service')).toHaveTextContent(
      'Tire rotation: Jan 10, 2099 or 27,808 mi' +
        'Due soon; the mileage forecast (Mar 1, 2026) has passed: log a reading',
    );
    expect(await screen.findByText('Forecast passed')).toBeInTheDocument();
    expect(screen.queryByText('Overdue')).not.toBeInTheDocument();
  });

  it('leaves out the figures of areas the member may not view', async () => {
    // The reply names the hidden areas (the server decides them, the Overview follows).
    renderGlance(
      emptySummary({
        cost_to_date: null,
        hidden_areas: ['mileage', 'service', 'financing', 'insurance', 'loaners'],
      }),
      { permissions: { canViewBasic: true, canViewDetails: true } },
    );
    await screen.findByRole('list', { name: 'Key figures' });
    expect(figure('Cost to date')).toBeUndefined();
    expect(figure('Current mileage')).toBeUndefined();
    expect(figure('Insurance')).toBeUndefined();
    expect(figure('Registration')).toHaveTextContent('No registration');
  });

  it('removes the photo only after the confirmation', async () => {
    const { calls, user } = renderGlance(emptySummary(), {
      photoUrl: '/api/vehicles/photos/1/?exp=1&sig=x',
    });
    expect(screen.getByRole('img', { name: 'Photo of 2021 Honda Accord' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Photo' }));
    expect(await screen.findByText(/Remove the photo of 2021 Honda Accord\?/)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await expect.poll(() => calls.some((c) => c.method === 'DELETE')).toBe(true);
  });

  it('says due today, in one day, and ended days ago', () => {
    expect(dueText(0, 'Ended')).toBe('Due today');
    expect(dueText(1, 'Ended')).toBe('Due in 1 day');
    expect(dueText(-1, 'Ended')).toBe('Ended 1 day ago');
  });
});
