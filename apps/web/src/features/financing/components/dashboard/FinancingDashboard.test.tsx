import { FINANCING_MESSAGES, type Financing } from '@fleetdesk/contract/financing';
import { financingCardStatus } from '@fleetdesk/contract/rules/financing-card-status';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CURRENT_CONTEXT, LATE_EVENING_PACIFIC, SHOP_TODAY } from '../../../../../test/fixtures';
import { json, renderWithProviders, stubFetch } from '../../../../../test/utils';
import { dashboardReply } from '../../testing/dashboard-fixtures';
import { lease, loan } from '../../testing/financing-fixtures';
import { FinancingDashboard } from './FinancingDashboard';

const BASE = '/api/vehicles/financing/dashboard/';
const q = (params: string) => `GET ${BASE}?${params}&page_size=12`;
const FIRST = q('type=all&ordering=end_date&page=1');

const future = dayjs(SHOP_TODAY).add(2, 'year').format('YYYY-MM-DD');
// Past the 5 days of grace after its end date: a financing with no month missing is completed.
const past = dayjs(SHOP_TODAY).subtract(6, 'day').format('YYYY-MM-DD');

const cards = [
  loan({
    id: 1,
    vehicle_description: '2021 Honda Accord',
    end_date: future,
    payment_status: {
      status: 'overdue',
      missing_count: 2,
      late_count: 0,
      max_overdue_days: 38,
      next_due_in_days: 5,
    },
  }),
  loan({
    id: 2,
    vehicle_description: '2019 Ford Transit',
    end_date: future,
    payment_status: {
      status: 'late',
      missing_count: 0,
      late_count: 1,
      max_overdue_days: 0,
      next_due_in_days: 20,
    },
  }),
  lease({
    id: 3,
    vehicle_description: '2022 Toyota Camry',
    end_date: future,
    payment_status: {
      status: 'current',
      missing_count: 0,
      late_count: 0,
      max_overdue_days: 0,
      next_due_in_days: 3,
    },
  }),
  lease({ id: 4, vehicle_description: '2018 Nissan Altima', end_date: past }),
  loan({ id: 5, vehicle_description: '2020 Kia Soul', end_date: future, is_active: false }),
  loan({
    id: 6,
    vehicle_description: '2023 Mazda CX-5',
    vehicle_descriptions: ['2023 Mazda CX-5'],
    // Ends on the shop's today: not completed yet, whatever the browser's clock says.
    end_date: SHOP_TODAY,
  }),
];

const render = (canRecordPayment = true) =>
  renderWithProviders(
    <FinancingDashboard canRecordPayment={canRecordPayment} openId={null} onOpen={() => {}} />,
  );

describe('FinancingDashboard', () => {
  // The browser's clock at 23:30 in Los Angeles, in UTC: already the day after the shop's today.
  beforeEach(() => void vi.useFakeTimers({ toFake: ['Date'], now: LATE_EVENING_PACIFIC }));
  afterEach(() => void vi.useRealTimers());

  it('shows the tiles, the type counts and each card status', async () => {
    stubFetch({ ...CURRENT_CONTEXT, [FIRST]: json(dashboardReply(cards)) });
    render();
    const tiles = await screen.findByRole('list', { name: 'Summary' });
    const tile = (name: string) => within(tiles).getByRole('listitem', { name }).textContent;
    expect(tile('Total Shown')).toBe('Total Shown6');
    expect(tile('Payment Issues')).toBe('Payment Issues2');
    expect(tile('Due Soon')).toBe('Due Soon1');
    expect(tile('Current')).toBe('Current3');
    expect(tile('Inactive')).toBe('Inactive1');
    expect(tile('Monthly Total, Active')).toBe('Monthly Total, Active$12,346');
    expect(screen.getByText('All (7)')).toBeInTheDocument();
    expect(screen.getByText('Loans (4)')).toBeInTheDocument();
    expect(screen.getByText('Leases (3)')).toBeInTheDocument();

    const status = (vehicle: string) =>
      within(screen.getByRole('article', { name: vehicle })).getByText(
        /missing|late payment|Due in|Completed|Inactive|Current/,
      ).textContent;
    expect(status('2021 Honda Accord')).toBe('2 missing payments (38 days overdue)');
    expect(status('2019 Ford Transit')).toBe('1 late payment');
    expect(status('2022 Toyota Camry')).toBe('Due in 3 days');
    expect(status('2018 Nissan Altima')).toBe('Completed');
    expect(status('2020 Kia Soul')).toBe('Inactive');
    expect(status('2023 Mazda CX-5')).toBe('Current');
  });

  it('counts what the page shows, says Due today, and falls back without payment_status', async () => {
    const { payment_status: _status, ...bare } = loan({
      id: 7,
      vehicle_description: '2017 Subaru Outback',
      start_date: '2025-03-10',
      end_date: future,
    });
    const dueToday = lease({
      id: 8,
      vehicle_description: '2024 Ford Maverick',
      end_date: future,
      payment_status: {
        status: 'current',
        missing_count: 0,
        late_count: 0,
        max_overdue_days: 0,
        next_due_in_days: 0,
      },
    });
    const reply = dashboardReply([bare as Financing, dueToday], { count: 13, total_pages: 7 });
    stubFetch({
      ...CURRENT_CONTEXT,
      [FIRST]: json({ ...reply, summary: { ...reply.summary, total: 13 } }),
    });
    render();
    const tiles = await screen.findByRole('list', { name: 'Summary' });
    expect(within(tiles).getByRole('listitem', { name: 'Total Shown' }).textContent).toBe(
      'Total Shown2 of 13',
    );
    const card = (vehicle: string) => within(screen.getByRole('article', { name: vehicle }));
    expect(card('2024 Ford Maverick').getByText('Due today')).toBeInTheDocument();
    // Without payment_status: the start date's day of month decides (spec 2 section 4).
    const expected = financingCardStatus(bare, SHOP_TODAY).label;
    expect(card('2017 Subaru Outback').getByText(expected)).toBeInTheDocument();
  });

  it('sends the type filter, the sort (reversed on a second click) and the debounced search', async () => {
    const calls = stubFetch({
      ...CURRENT_CONTEXT,
      [FIRST]: json(dashboardReply(cards)),
      [q('type=loan&ordering=end_date&page=1')]: json(dashboardReply([cards[0]!])),
      [q('type=loan&ordering=monthly_payment&page=1')]: json(dashboardReply([cards[0]!])),
      [q('type=loan&ordering=-monthly_payment&page=1')]: json(dashboardReply([cards[0]!])),
      [q('search=Honda&type=loan&ordering=-monthly_payment&page=1')]: json(
        dashboardReply([cards[0]!]),
      ),
    });
    const user = userEvent.setup();
    render();
    await screen.findByRole('list', { name: 'Summary' });
    await user.click(screen.getByText('Loans (4)'));
    await waitFor(() => expect(calls.at(-1)?.url).toContain('type=loan&ordering=end_date'));
    const amount = screen.getByRole('button', { name: 'Payment Amount' });
    await user.click(amount);
    await waitFor(() => expect(calls.at(-1)?.url).toContain('ordering=monthly_payment'));
    expect(screen.getByRole('button', { name: /Payment Amount/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(screen.getByRole('button', { name: /Payment Amount/ }));
    await waitFor(() => expect(calls.at(-1)?.url).toContain('ordering=-monthly_payment'));
    expect(screen.getByRole('button', { name: /Payment Amount descending/ })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Search financing' }), 'Honda');
    await waitFor(() => expect(calls.at(-1)?.url).toContain('search=Honda'));
    // Debounced: no call for the half-typed word.
    expect(calls.some((c) => c.url.includes('search=Hon&'))).toBe(false);
  });

  it('opens only a placeholder from Record Payment, and hides it without manage', async () => {
    stubFetch({ ...CURRENT_CONTEXT, [FIRST]: json(dashboardReply(cards)) });
    const user = userEvent.setup();
    const { unmount } = render();
    await user.click(
      await screen.findByRole('button', { name: 'Record payment for 2021 Honda Accord' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Record Payment' });
    expect(within(dialog).getByText(/comes in a future release/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    unmount();
    render(false);
    await screen.findAllByRole('article');
    expect(screen.queryByRole('button', { name: /Record payment/ })).not.toBeInTheDocument();
  });

  it('shows the empty and the error states', async () => {
    stubFetch({ ...CURRENT_CONTEXT, [FIRST]: json(dashboardReply([])) });
    const { unmount } = render();
    expect(await screen.findByText('No financing arrangements found')).toBeInTheDocument();
    unmount();
    stubFetch({ ...CURRENT_CONTEXT, [FIRST]: json({ detail: 'boom' }, 500) });
    render();
    expect(await screen.findAllByText(FINANCING_MESSAGES.loadFailed)).not.toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('falls back to the list entry when the details fail to load', async () => {
    stubFetch({
      ...CURRENT_CONTEXT,
      [FIRST]: json(dashboardReply(cards)),
      'GET /api/vehicles/financing/6/': json({ detail: 'boom' }, 500),
    });
    renderWithProviders(<FinancingDashboard canRecordPayment openId={6} onOpen={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Loan with First Auto Credit' });
    expect(await within(dialog).findByText(/could not be loaded/)).toBeInTheDocument();
    expect(within(dialog).getByText('2023 Mazda CX-5')).toBeInTheDocument();
    expect(within(dialog).getByRole('tab', { name: 'Variance Analysis' })).toBeInTheDocument();
  });
});
