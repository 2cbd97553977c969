import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { UtilisationReply, UtilisationVehicle } from '@fleetdesk/contract/loaner-utilisation';
import { addDays } from '@fleetdesk/contract/rules/financing-dates';
import { CURRENT_CONTEXT, SHOP_TODAY, permissionsReply } from '../../../../test/fixtures';
import { json, phoneScreen, renderWithProviders, stubFetch } from '../../../../test/utils';
import UtilisationScreen from './UtilisationScreen';

const ZERO = {
  available_days: 0,
  days_out: 0,
  utilisation: '0.0',
  agreements: 0,
  average_days: '0.0',
  insurer_billed: '0.00',
  customer_billed: '0.00',
  collected: '0.00',
  written_off: '0.00',
  uncovered_days: 0,
};

const vehicle = (over: Partial<UtilisationVehicle>): UtilisationVehicle => ({
  vin: '1HGCM82633A004352',
  description: '2024 Honda Civic',
  license_plate: 'LN 0001',
  ...ZERO,
  ...over,
});

const REPORT: UtilisationReply = {
  from: '2026-03-01',
  to: '2026-03-31',
  vehicles: [
    vehicle({
      available_days: 31,
      days_out: 8,
      utilisation: '25.8',
      agreements: 2,
      average_days: '4.0',
      insurer_billed: '140.00',
      customer_billed: '45.00',
      collected: '120.00',
    }),
    vehicle({
      vin: '2T1BURHE0JC000002',
      description: '2023 Toyota Corolla',
      license_plate: 'LN 0002',
      available_days: 31,
      days_out: 27,
      utilisation: '87.1',
      agreements: 5,
      average_days: '5.4',
      insurer_billed: '900.00',
      customer_billed: '90.00',
      collected: '800.00',
      written_off: '40.00',
      uncovered_days: 2,
    }),
  ],
  totals: {
    available_days: 62,
    days_out: 35,
    utilisation: '56.5',
    agreements: 7,
    average_days: '5.0',
    insurer_billed: '1040.00',
    customer_billed: '135.00',
    collected: '920.00',
    written_off: '40.00',
    uncovered_days: 2,
  },
  weeks: [{ week_start: '2026-02-23', utilisation: '50.0' }],
  months: [{ month: '2026-03', billed: '1175.00', collected: '920.00' }],
};

const URL = '/api/loaners/reports/utilisation/';
const base = {
  ...CURRENT_CONTEXT,
  'GET /api/base/permissions/': permissionsReply({ canViewLoaners: true }),
};
const route = '/loaners/utilisation?from=2026-03-01&to=2026-03-31';
const show = (at = route) =>
  renderWithProviders(<UtilisationScreen />, { route: at, path: '/loaners/utilisation' });

describe('UtilisationScreen', () => {
  it('shows the fleet figures and each loaner, busiest first, and orders them again', async () => {
    stubFetch({ ...base, [`GET ${URL}?from=2026-03-01&to=2026-03-31`]: json(REPORT) });
    show();
    const figures = await screen.findByRole('list', { name: 'The fleet in this period' });
    expect(within(figures).getByText('56.5%')).toBeInTheDocument();
    expect(within(figures).getByText('35 of 62 days in service')).toBeInTheDocument();
    expect(within(figures).getByText('$1,175.00')).toBeInTheDocument();
    expect(within(figures).getByText('$920.00')).toBeInTheDocument();
    // Billed 1,175.00 less collected 920.00 and written off 40.00.
    expect(within(figures).getByText('$215.00')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: /week by week/ })).toBeInTheDocument();

    const table = screen.getByRole('table', { name: 'Loaners in this period' });
    const names = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => within(r).getAllByRole('cell')[0]!.textContent);
    expect(names()[0]).toContain('Toyota');
    expect(within(table).getByText('87.1%')).toBeInTheDocument();
    expect(within(table).getByText('$990.00')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByText('Idlest first'));
    await waitFor(() => expect(names()[0]).toContain('Honda'));
  });

  it('asks for the last 90 days on the shop’s clock by default', async () => {
    const today = SHOP_TODAY;
    const from = addDays(today, -89);
    const calls = stubFetch({ ...base, [`GET ${URL}?from=${from}&to=${today}`]: json(REPORT) });
    show('/loaners/utilisation');
    await screen.findByRole('table', { name: 'Loaners in this period' });
    expect(screen.getByLabelText('From')).toHaveValue(from);
    expect(calls.some((c) => c.url.includes(`from=${from}&to=${today}`))).toBe(true);
  });

  it('says a period the API would refuse in its words, without asking', async () => {
    const calls = stubFetch(base);
    show('/loaners/utilisation?from=2026-03-10&to=2026-03-01');
    expect(
      await screen.findByText('The end of the period must not be before its start.'),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.url.startsWith(URL))).toBe(false);
  });

  it('has an empty state, and an error with a retry', async () => {
    stubFetch({
      ...base,
      [`GET ${URL}?from=2026-03-01&to=2026-03-31`]: json({ ...REPORT, vehicles: [] }),
      [`GET ${URL}?from=2026-04-01&to=2026-04-30`]: json({ detail: 'down' }, 503),
    });
    const view = show();
    expect(await screen.findByText('No loaners in this period')).toBeInTheDocument();
    view.unmount();
    show('/loaners/utilisation?from=2026-04-01&to=2026-04-30');
    expect(await screen.findByText('Failed to load the utilisation report')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('shows each loaner as a card on a phone', async () => {
    phoneScreen();
    stubFetch({ ...base, [`GET ${URL}?from=2026-03-01&to=2026-03-31`]: json(REPORT) });
    show();
    const cards = await screen.findByRole('list', { name: 'Loaners in this period' });
    expect(within(cards).getByText('2023 Toyota Corolla')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
