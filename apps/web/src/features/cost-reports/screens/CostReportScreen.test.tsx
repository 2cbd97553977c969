import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CostFigures, CostReport } from '@fleetdesk/contract/cost-reports';
import { CURRENT_CONTEXT, permissionsReply } from '../../../../test/fixtures';
import { json, phoneScreen, renderWithProviders, stubFetch } from '../../../../test/utils';
import CostReportScreen from './CostReportScreen';

const figures = (over: Partial<CostFigures>): CostFigures => ({
  service: '0.00',
  fuel: '0.00',
  financing: '0.00',
  insurance: '0.00',
  registration: '0.00',
  total: '0.00',
  miles: 0,
  cost_per_mile: null,
  ...over,
});

const REPORT: CostReport = {
  from: '2026-01-01',
  to: '2026-02-28',
  group: 'month',
  financial_included: true,
  count: 2,
  page: 1,
  total_pages: 1,
  rows: [
    {
      key: '2026-01',
      label: 'Jan 2026',
      ...figures({
        service: '200.00',
        fuel: '70.00',
        total: '270.00',
        miles: 900,
        cost_per_mile: '0.30',
      }),
    },
    {
      key: '2026-02',
      label: 'Feb 2026',
      ...figures({ financing: '310.00', total: '310.00', miles: 500, cost_per_mile: '0.62' }),
    },
  ],
  totals: figures({
    service: '200.00',
    fuel: '70.00',
    financing: '310.00',
    total: '580.00',
    miles: 1400,
    cost_per_mile: '0.41',
  }),
};

const URL = '/api/vehicles/reports/costs/';
const base = {
  ...CURRENT_CONTEXT,
  'GET /api/vehicles/permissions/': permissionsReply({ canViewBasic: true }),
};
const route = '/vehicles/reports/costs?from=2026-01-01&to=2026-02-28&group=month';
const show = (at = route) =>
  renderWithProviders(<CostReportScreen />, { route: at, path: '/vehicles/reports/costs' });

describe('CostReportScreen', () => {
  it('shows the totals, a chart and a row per month with a totals row', async () => {
    stubFetch({ ...base, [`GET ${URL}?from=2026-01-01&to=2026-02-28&group=month`]: json(REPORT) });
    show();
    const tiles = await screen.findByRole('list', { name: 'The fleet in this period' });
    expect(within(tiles).getByText('$580.00')).toBeInTheDocument();
    expect(within(tiles).getByText('1,400 mi')).toBeInTheDocument();
    expect(within(tiles).getByText('$0.41')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: /Costs by month/ })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Costs in this period' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Jan 2026');
    expect(rows.at(-1)).toHaveTextContent('Total');
    expect(rows.at(-1)).toHaveTextContent('$580.00');
  });

  it('says financing and insurance are left out for a member without financial access', async () => {
    const hidden: CostReport = {
      ...REPORT,
      financial_included: false,
      rows: REPORT.rows.map((r) => ({ ...r, financing: null, insurance: null })),
      totals: { ...REPORT.totals, financing: null, insurance: null, total: '270.00' },
    };
    stubFetch({ ...base, [`GET ${URL}?from=2026-01-01&to=2026-02-28&group=month`]: json(hidden) });
    show();
    expect(await screen.findByText('Financing and insurance are left out')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Costs in this period' });
    expect(within(table).queryByText('Financing')).not.toBeInTheDocument();
  });

  it('asks again by vehicle, and pages the vehicles', async () => {
    const byVehicle: CostReport = {
      ...REPORT,
      group: 'vehicle',
      count: 120,
      total_pages: 3,
      rows: [
        {
          key: '1HGCM82633A004352',
          label: '2024 Honda Civic',
          ...figures({ fuel: '5.00', total: '5.00' }),
        },
      ],
    };
    const calls = stubFetch({
      ...base,
      [`GET ${URL}?from=2026-01-01&to=2026-02-28&group=month`]: json(REPORT),
      [`GET ${URL}?from=2026-01-01&to=2026-02-28&group=vehicle&page=1`]: json(byVehicle),
      [`GET ${URL}?from=2026-01-01&to=2026-02-28&group=vehicle&page=2`]: json({
        ...byVehicle,
        page: 2,
      }),
    });
    show();
    await screen.findByRole('table', { name: 'Costs in this period' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Group by' }));
    await user.click(await screen.findByRole('option', { name: 'Vehicle', hidden: true }));
    expect(await screen.findByText('2024 Honda Civic')).toBeInTheDocument();
    expect(screen.getByText('By vehicle (120 vehicles)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(calls.some((c) => c.url.includes('page=2'))).toBe(true));
  });

  it('says a reversed period in the API’s words without asking, and has empty and error states', async () => {
    const calls = stubFetch({
      ...base,
      [`GET ${URL}?from=2026-01-01&to=2026-02-28&group=month`]: json({
        ...REPORT,
        rows: [],
        totals: figures({}),
      }),
      [`GET ${URL}?from=2026-03-01&to=2026-03-31&group=month`]: json({ detail: 'down' }, 503),
    });
    const first = show('/vehicles/reports/costs?from=2026-03-10&to=2026-03-01');
    expect(
      await screen.findByText('The end of the period must not be before its start.'),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.url.startsWith(URL))).toBe(false);
    first.unmount();
    const second = show();
    expect(await screen.findByText('No costs in this period')).toBeInTheDocument();
    second.unmount();
    show('/vehicles/reports/costs?from=2026-03-01&to=2026-03-31');
    expect(await screen.findByText('Failed to load the cost report')).toBeInTheDocument();
  });

  it('shows the rows as cards on a phone', async () => {
    phoneScreen();
    stubFetch({ ...base, [`GET ${URL}?from=2026-01-01&to=2026-02-28&group=month`]: json(REPORT) });
    show();
    const cards = await screen.findByRole('list', { name: 'Costs in this period' });
    expect(within(cards).getByText('Feb 2026')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
