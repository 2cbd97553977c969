import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CURRENT_CONTEXT, permissionsReply } from '../../../../test/fixtures';
import { json, phoneScreen, renderWithProviders, stubFetch } from '../../../../test/utils';
import { BOARD_NOW, BOARD_URL, sampleBoard, swappedBoard } from '../testing/board-fixtures';
import LoanerBoardScreen from './LoanerBoardScreen';

const VIEWER = { canViewLoaners: true };
const MANAGER = { canViewLoaners: true, canManageLoaners: true };

function renderBoard(permissions: Record<string, boolean>, board: unknown = sampleBoard()) {
  const calls = stubFetch({
    ...CURRENT_CONTEXT,
    'GET /api/base/permissions/': permissionsReply(permissions),
    [BOARD_URL]: board instanceof Response ? board : json(board),
  });
  renderWithProviders(<LoanerBoardScreen />, { route: '/loaners', path: '/loaners' });
  return calls;
}

/** The days (header texts) a bar's cell spans: its column counted over the cells before it. */
function daysOf(bar: HTMLElement): string[] {
  const cell = bar.closest('td');
  if (!cell) throw new Error('the bar is not in a cell');
  let column = 0;
  for (let c = cell.previousElementSibling; c; c = c.previousElementSibling) {
    if (c.tagName === 'TD') column += (c as HTMLTableCellElement).colSpan;
  }
  const headers = screen.getAllByRole('columnheader').slice(1);
  return headers.slice(column, column + cell.colSpan).map((h) => h.textContent ?? '');
}

describe('LoanerBoardScreen', () => {
  beforeEach(() => void vi.useFakeTimers({ toFake: ['Date'], now: BOARD_NOW }));

  it('draws each agreement over the days it holds the loaner, in the shop’s time zone', async () => {
    renderBoard(VIEWER);
    const out = await screen.findByRole('link', { name: /^LA-00011, Dana Reyes, Out/ });
    expect(daysOf(out)).toEqual([
      expect.stringContaining('Saturday, June 13, 2026'),
      expect.stringContaining('Sunday, June 14, 2026'),
      expect.stringContaining('Monday, June 15, 2026'),
      expect.stringContaining('Tuesday, June 16, 2026'),
    ]);
    expect(out).toHaveAttribute('href', '/loaners/agreements/11');
    // 05:00 UTC on the 20th is the evening of the 19th in Los Angeles.
    const reserved = screen.getByRole('link', { name: /^LA-00012, Sam Ortiz, Reserved/ });
    expect(daysOf(reserved)[0]).toContain('Friday, June 19, 2026');
    expect(daysOf(reserved).at(-1)).toContain('Monday, June 22, 2026');
    // Out past its due date: overdue, and held until today.
    const overdue = screen.getByRole('link', { name: /^LA-00013, Lee Park, Overdue/ });
    expect(daysOf(overdue).map((d) => d.slice(-13))).toEqual([
      'June 12, 2026',
      'June 13, 2026',
      'June 14, 2026',
    ]);
    expect(
      screen.getByRole('link', { name: /^LA-00014, Kim Chen, Returned, Jun 11 to Jun 12/ }),
    ).toBeInTheDocument();
    // A cancelled agreement holds nothing.
    expect(screen.queryByRole('link', { name: /LA-00015/ })).not.toBeInTheDocument();
  });

  it('says of an agreement whose insurer days end before the repair, and marks its bar', async () => {
    renderBoard(VIEWER);
    const out = await screen.findByRole('link', {
      name: /^LA-00011, Dana Reyes, Out, .*, insurer days end before the repair$/,
    });
    expect(out).toHaveTextContent('⚠ LA-00011');
    expect(
      screen.getByRole('link', { name: /^LA-00012, Sam Ortiz, Reserved, [^,]*$/ }),
    ).toBeInTheDocument();
  });

  it('marks today’s column', async () => {
    renderBoard(VIEWER);
    await screen.findByRole('table', { name: 'Loaner availability, Jun 12 – Jun 25, 2026' });
    const today = screen
      .getAllByRole('columnheader')
      .filter((h) => h.getAttribute('aria-current') === 'date');
    expect(today).toHaveLength(1);
    expect(today[0]).toHaveTextContent('Today');
    expect(today[0]).toHaveTextContent('Sunday, June 14, 2026');
  });

  it('reserves a free day of a loaner with the loaner and that day', async () => {
    renderBoard(MANAGER);
    const user = userEvent.setup();
    // The cancelled agreement's days are free again.
    const free = await screen.findByRole('button', {
      name: 'Reserve LNR-103 from Wednesday, June 17, 2026',
    });
    // Days held by a bar, and days before today, offer nothing.
    expect(
      screen.queryByRole('button', { name: 'Reserve LNR-101 from Monday, June 15, 2026' }),
    ).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Reserve LNR-103 from Saturday, June 13, 2026' }),
    ).not.toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Reserve LNR-103 from Sunday, June 14, 2026' }),
    ).toBeInTheDocument();
    await user.click(free);
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/loaners/agreements/new?vehicle=1HGCM82633A000103&starts=2026-06-17',
    );
  });

  it('offers no reservation without canManageLoaners', async () => {
    renderBoard(VIEWER);
    await screen.findByRole('link', { name: /^LA-00011/ });
    expect(screen.queryByRole('button', { name: /^Reserve/ })).not.toBeInTheDocument();
  });

  it('moves the window by a week and back to today', async () => {
    const calls = stubFetch({
      ...CURRENT_CONTEXT,
      'GET /api/base/permissions/': permissionsReply(VIEWER),
      [BOARD_URL]: json(sampleBoard()),
      'GET /api/loaners/board/?from=2026-06-19&to=2026-07-02': json(sampleBoard()),
      'GET /api/loaners/board/?from=2026-06-05&to=2026-06-18': json({ vehicles: [] }),
    });
    renderWithProviders(<LoanerBoardScreen />, { route: '/loaners', path: '/loaners' });
    const user = userEvent.setup();
    await screen.findByRole('link', { name: /^LA-00011/ });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      await screen.findByRole('table', { name: 'Loaner availability, Jun 19 – Jul 2, 2026' }),
    ).toBeInTheDocument();
    // Today is outside this window: no column is marked.
    expect(screen.getAllByRole('columnheader').some((h) => h.hasAttribute('aria-current'))).toBe(
      false,
    );
    await user.click(screen.getByRole('button', { name: 'Today' }));
    await screen.findByRole('table', { name: 'Loaner availability, Jun 12 – Jun 25, 2026' });
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('No loaners yet')).toBeInTheDocument();
    expect(calls.filter((c) => c.url.startsWith('/api/loaners/board/'))).toHaveLength(3);
  });

  it('says how to make a loaner when there is none', async () => {
    renderBoard({ ...VIEWER, canAdd: true }, { vehicles: [] });
    expect(await screen.findByText('No loaners yet')).toBeInTheDocument();
    expect(screen.getByText(/A loaner is a vehicle of type loaner/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a vehicle' })).toHaveAttribute(
      'href',
      '/vehicles/add',
    );
  });

  it('says in words when the board cannot load, and retries', async () => {
    renderBoard(VIEWER, json({ detail: 'boom' }, 500));
    expect(await screen.findByText('Failed to load the loaner board')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('LoanerBoardScreen on a phone', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: BOARD_NOW });
    phoneScreen();
  });

  it('lists the loaners by state instead of the grid', async () => {
    renderBoard(MANAGER);
    const overdue = await screen.findByRole('region', { name: 'Overdue' });
    expect(within(overdue).getByText('LNR-102')).toBeInTheDocument();
    expect(within(overdue).getByRole('link', { name: 'LA-00013' })).toBeInTheDocument();
    expect(overdue).toHaveTextContent('Lee Park, due Jun 13');
    const out = screen.getByRole('region', { name: 'Out' });
    expect(out).toHaveTextContent('LA-00011 Dana Reyes, due Jun 16');
    const available = screen.getByRole('region', { name: 'Available' });
    expect(within(available).getByText('LNR-103')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Reserved today' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    // The group order: what needs someone first.
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Overdue',
      'Out',
      'Available',
    ]);
    const user = userEvent.setup();
    await user.click(within(available).getByRole('button', { name: 'Reserve LNR-103' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/loaners/agreements/new?vehicle=1HGCM82633A000103&starts=2026-06-14',
      ),
    );
  });
});

describe('LoanerBoardScreen with a loaner out of service', () => {
  beforeEach(() => void vi.useFakeTimers({ toFake: ['Date'], now: BOARD_NOW }));

  /** LNR-103 has an open out-of-service issue (issue 34 §3). */
  const board = () => {
    const reply = sampleBoard();
    reply.vehicles = reply.vehicles.map((v) =>
      v.license_plate === 'LNR-103' ? { ...v, out_of_service: 'Airbag light on' } : v,
    );
    return reply;
  };

  it('says so in words and offers no reservation for it on the grid', async () => {
    renderBoard(MANAGER, board());
    const row = (await screen.findAllByRole('row')).find(
      (r) => r.dataset.loaner === '1HGCM82633A000103',
    )!;
    expect(within(row).getByText('Out of service')).toBeVisible();
    expect(within(row).getByLabelText('Out of service: Airbag light on')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Reserve LNR-103 from/ })).toBeNull();
  });

  it('on a phone too', async () => {
    phoneScreen();
    renderBoard(MANAGER, board());
    const available = await screen.findByRole('region', { name: 'Available' });
    expect(within(available).getByText('Out of service')).toBeVisible();
    expect(within(available).queryByRole('button', { name: 'Reserve LNR-103' })).toBeNull();
  });
});

describe('LoanerBoardScreen after a change of loaner', () => {
  beforeEach(() => void vi.useFakeTimers({ toFake: ['Date'], now: BOARD_NOW }));

  it('draws the earlier car’s stretch on its own row, up to the swap, as the same agreement', async () => {
    renderBoard(MANAGER, swappedBoard());
    const earlier = await screen.findByRole('link', {
      name: 'LA-00016, Ana Cruz, Swapped, Jun 12 to Jun 14, changed to LNR-105',
    });
    expect(earlier.closest('tr')).toHaveAttribute('data-loaner', '1HGCM82633A000104');
    expect(daysOf(earlier).map((d) => d.slice(-13))).toEqual([
      'June 12, 2026',
      'June 13, 2026',
      'June 14, 2026',
    ]);
    expect(earlier).toHaveAttribute('href', '/loaners/agreements/16');
    expect(earlier).toHaveAttribute('data-state', 'swapped');
    expect(within(earlier).getByTestId('swap-sign')).toBeInTheDocument();
    // The car out now from the swap on, to its due day.
    const current = screen.getByRole('link', {
      name: 'LA-00016, Ana Cruz, Out, Jun 14 to Jun 18, changed from LNR-104',
    });
    expect(current.closest('tr')).toHaveAttribute('data-loaner', '1HGCM82633A000105');
    expect(daysOf(current)[0]).toContain('Sunday, June 14, 2026');
    expect(current).toHaveAttribute('href', '/loaners/agreements/16');
    expect(within(current).getByTestId('swap-sign')).toBeInTheDocument();
    // The earlier car is free again from tomorrow on; the legend says what the dotted bar is.
    expect(
      screen.getByRole('button', { name: 'Reserve LNR-104 from Monday, June 15, 2026' }),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Legend' })).getByText('Swapped')).toBeVisible();
  });

  it('lists the earlier car as available and the loan under the car out now on a phone', async () => {
    phoneScreen();
    renderBoard(MANAGER, swappedBoard());
    const out = await screen.findByRole('region', { name: 'Out' });
    expect(within(out).getByText('LNR-105')).toBeInTheDocument();
    expect(out).toHaveTextContent('LA-00016 Ana Cruz, due Jun 18, changed from LNR-104');
    const available = screen.getByRole('region', { name: 'Available' });
    expect(within(available).getByText('LNR-104')).toBeInTheDocument();
    expect(within(available).queryByRole('link', { name: 'LA-00016' })).not.toBeInTheDocument();
    expect(available).toHaveTextContent('No reservation ahead');
    expect(within(available).getByRole('button', { name: 'Reserve LNR-104' })).toBeInTheDocument();
  });
});
