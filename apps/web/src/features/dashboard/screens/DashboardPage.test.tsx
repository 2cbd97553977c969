import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testVin } from '../../../../test/fixtures';
import { json, renderWithProviders, stubFetch, type FetchRoutes } from '../../../../test/utils';
import { ALL_IDS, DATA, userWidgets, widget } from '../test-fixtures';
import DashboardPage from './DashboardPage';

const WIDGETS = 'GET /api/dashboard/widgets/user_widgets/';
const UPDATE = 'POST /api/dashboard/preferences/update_widgets/';
const dataRoutes = (): FetchRoutes =>
  Object.fromEntries(
    Object.entries(DATA).map(([id, body]) => [`GET /api/dashboard/widget-data/${id}/`, json(body)]),
  );

const headings = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

describe('DashboardPage', () => {
  it("shows the enabled widgets in the user's order, with their figures", async () => {
    const order = ['loaner-availability', 'recent-services', 'vehicle-overview'];
    stubFetch({
      ...dataRoutes(),
      [WIDGETS]: json(
        userWidgets(
          [
            widget('loaner-availability'),
            widget('recent-services'),
            widget('vehicle-overview'),
            widget('fleet-value', { enabled: false }),
          ],
          order,
        ),
      ),
    });
    renderWithProviders(<DashboardPage />);
    expect(await screen.findByText('Loaner Availability')).toBeInTheDocument();
    expect(headings()).toEqual(['Loaner Availability', 'Recent Services', 'Vehicle Overview']);
    const overview = screen.getByRole('region', { name: 'Vehicle Overview' });
    expect(await within(overview).findByText('Loaner:')).toHaveTextContent('Loaner: 3');
    const services = screen.getByRole('region', { name: 'Recent Services' });
    expect(await within(services).findByText('$651')).toBeInTheDocument();
    expect(within(services).getByRole('cell', { name: 'Main Street Garage' })).toBeInTheDocument();
    await userEvent.click(within(services).getByRole('tab', { name: 'Upcoming' }));
    expect(await within(services).findByRole('cell', { name: '40,000 mi' })).toBeInTheDocument();
    // A maintenance schedule due shows by name, overdue marked.
    expect(
      within(services).getByRole('cell', { name: 'Oil change (Maintenance)' }),
    ).toBeInTheDocument();
    expect(within(services).getByText('Overdue')).toBeInTheDocument();
    const loaners = screen.getByRole('region', { name: 'Loaner Availability' });
    // Plates and states as the board shows them; the counts are the board's too.
    expect(within(loaners).getByRole('link', { name: '7KLM102' })).toHaveAttribute(
      'href',
      '/vehicles/V1N00000600000003',
    );
    expect(within(loaners).getByText('Overdue')).toBeInTheDocument();
    expect(within(loaners).getByText('2020 Ford Charlie · V1N00000600000003')).toBeInTheDocument();
    expect(within(loaners).getByLabelText('Assigned loaners by state')).toHaveTextContent(
      '1 out · 1 overdue · 0 reserved',
    );
    expect(screen.getByRole('link', { name: 'Customize' })).toHaveAttribute(
      'href',
      '/dashboard/settings',
    );
  });

  it('says what the 30-day figure counts, and when the latest service was if it is $0', async () => {
    stubFetch({
      ...dataRoutes(),
      [WIDGETS]: json(userWidgets([widget('recent-services')])),
      'GET /api/dashboard/widget-data/recent-services/': json({
        ...DATA['recent-services'],
        monthly_total: '0.00',
      }),
    });
    renderWithProviders(<DashboardPage />);
    const services = await screen.findByRole('region', { name: 'Recent Services' });
    expect(await within(services).findByText('Service spend, last 30 days')).toBeInTheDocument();
    expect(
      within(services).getByText(
        'No service recorded in the last 30 days; the latest was on Nov 21, 2026.',
      ),
    ).toBeInTheDocument();
  });

  it('lists at most 3 loaners, whatever the server sends', async () => {
    const loaner_list = [1, 2, 3, 4, 5].map((n) => ({
      vin: testVin(n),
      description: `Loaner ${n}`,
      license_plate: `PLATE${n}`,
      state: 'available',
    }));
    stubFetch({
      ...dataRoutes(),
      [WIDGETS]: json(userWidgets([widget('loaner-availability')])),
      'GET /api/dashboard/widget-data/loaner-availability/': json({
        ...DATA['loaner-availability'],
        loaner_list,
      }),
    });
    renderWithProviders(<DashboardPage />);
    const loaners = await screen.findByRole('region', { name: 'Loaner Availability' });
    expect(await within(loaners).findByText('Loaner 1 · V1N00000200000001')).toBeInTheDocument();
    expect(within(loaners).getAllByRole('listitem')).toHaveLength(3);
    expect(within(loaners).queryByText(/Loaner 4/)).not.toBeInTheDocument();
  });

  it('shows fleet value in whole dollars, valued against total and the coverage', async () => {
    stubFetch({ ...dataRoutes(), [WIDGETS]: json(userWidgets([widget('fleet-value')])) });
    renderWithProviders(<DashboardPage />);
    const card = await screen.findByRole('region', { name: 'Fleet Value' });
    expect(await within(card).findByText('$45,001')).toBeInTheDocument();
    expect(within(card).getByText('3 of 5')).toBeInTheDocument();
    expect(within(card).getByText('Coverage: 60%')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: '2020 Ford Bravo' })).toBeInTheDocument();
  });

  it('names a widget it cannot draw', async () => {
    stubFetch({ ...dataRoutes(), [WIDGETS]: json(userWidgets([widget('weather')])) });
    renderWithProviders(<DashboardPage />);
    expect(await screen.findByText('Widget "weather" not implemented yet')).toBeInTheDocument();
  });

  it("shows a widget's own error text when its data fails, the others still load", async () => {
    stubFetch({
      ...dataRoutes(),
      [WIDGETS]: json(userWidgets(ALL_IDS.map((id) => widget(id)))),
      'GET /api/dashboard/widget-data/vehicle-overview/': json({ detail: 'boom' }, 500),
      'GET /api/dashboard/widget-data/loaner-availability/': json({ nonsense: true }),
    });
    renderWithProviders(<DashboardPage />);
    expect(await screen.findByText('Unable to load vehicle data')).toBeInTheDocument();
    expect(await screen.findByText('Unable to load loaner data')).toBeInTheDocument();
    expect(await screen.findByText('Failed to load vehicle overview data')).toBeInTheDocument();
    expect(await screen.findByText('$45,001')).toBeInTheDocument();
  });

  it('hides a widget: saves both lists without it and takes it away', async () => {
    const calls = stubFetch({
      ...dataRoutes(),
      [WIDGETS]: json(userWidgets(ALL_IDS.map((id) => widget(id)))),
      [UPDATE]: ({ body }) => {
        const { enabled_widgets } = body as { enabled_widgets: string[] };
        return json(
          userWidgets(ALL_IDS.map((id) => widget(id, { enabled: enabled_widgets.includes(id) }))),
        );
      },
    });
    renderWithProviders(<DashboardPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Hide Fleet Value' }));
    await waitFor(() => expect(headings()).not.toContain('Fleet Value'));
    const rest = ['vehicle-overview', 'recent-services', 'loaner-availability'];
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      enabled_widgets: rest,
      widget_order: rest,
    });
  });

  it('keeps the widget and says so when hiding fails', async () => {
    stubFetch({
      ...dataRoutes(),
      [WIDGETS]: json(userWidgets(ALL_IDS.map((id) => widget(id)))),
      [UPDATE]: json({ detail: 'down' }, 500),
    });
    renderWithProviders(<DashboardPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Hide Fleet Value' }));
    expect(await screen.findByText('Failed to update widget preferences')).toBeInTheDocument();
    expect(headings()).toContain('Fleet Value');
  });

  it('says when the dashboard fails to load, and when nothing is shown', async () => {
    stubFetch({ [WIDGETS]: json({ widgets: 'no' }) });
    const { unmount } = renderWithProviders(<DashboardPage />);
    expect(
      await screen.findByText('Failed to load dashboard data. Please try again.'),
    ).toBeInTheDocument();
    unmount();
    stubFetch({ [WIDGETS]: json(userWidgets([widget('fleet-value', { enabled: false })])) });
    renderWithProviders(<DashboardPage />);
    expect(
      await screen.findByText('No widgets are shown. Choose some with Customize.'),
    ).toBeInTheDocument();
  });

  it('shows the empty states of a shop without vehicles', async () => {
    stubFetch({
      [WIDGETS]: json(userWidgets([widget('vehicle-overview'), widget('loaner-availability')])),
      'GET /api/dashboard/widget-data/vehicle-overview/': json({
        ...DATA['vehicle-overview'],
        total_vehicles: 0,
        active_vehicles: 0,
        archived_vehicles: 0,
      }),
      'GET /api/dashboard/widget-data/loaner-availability/': json({
        total_loaners: 0,
        available_loaners: 0,
        assigned_loaners: 0,
        reserved_loaners: 0,
        out_loaners: 0,
        overdue_loaners: 0,
        loaner_list: [],
      }),
    });
    renderWithProviders(<DashboardPage />);
    expect(await screen.findByText('No vehicles yet.')).toBeInTheDocument();
    expect(await screen.findByText('No loaner vehicles yet.')).toBeInTheDocument();
  });
});
