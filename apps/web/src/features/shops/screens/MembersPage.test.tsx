import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { currentShop, page } from '../../../../test/fixtures';
import {
  json,
  phoneScreen,
  renderWithProviders,
  stubFetch,
  type FetchRoutes,
} from '../../../../test/utils';
import { member, ownMembership } from '../testing/member-fixtures';
import MembersPage from './MembersPage';

const LIST = 'GET /api/shops/members/?page=1&page_size=25';
const HOUR = 3600_000;

/** The signed-in user is Ada (id 1), an administrator who is no superuser. */
const context = {
  'GET /api/employees/current-context/': json({
    current_shop: currentShop(),
    needs_shop_selection: false,
    user: {
      id: 1,
      username: 'ada',
      email: 'a@example.test',
      first_name: 'Ada',
      last_name: 'Admin',
      is_superuser: false,
    },
  }),
};

function renderPage(routes: FetchRoutes) {
  const calls = stubFetch({ ...context, ...routes });
  renderWithProviders(<MembersPage />, { route: '/settings/members', path: '/settings/members' });
  return calls;
}

const sam = member({ last_active_at: new Date(Date.now() - 3 * HOUR).toISOString() });

describe('MembersPage: the list', () => {
  it('lists name, username, e-mail, role, own changes and last activity, and searches', async () => {
    const calls = renderPage({
      [LIST]: json(
        page([
          ownMembership(),
          sam,
          member(
            {
              id: 13,
              role: 'fleet_coordinator',
              role_display: 'Fleet Coordinator',
              is_active: false,
              grants: ['canViewFinancial'],
              withdrawals: ['canArchive', 'canAdd'],
            },
            {
              id: 6,
              username: 'priya',
              email: 'priya@example.test',
              first_name: 'Priya',
              last_name: 'Shah',
            },
          ),
        ]),
      ),
      'GET /api/shops/members/?search=rivera&page=1&page_size=25': json(page([sam])),
    });
    const table = await screen.findByRole('table');
    const row = (name: string) =>
      within(table).getByRole('button', { name }).closest('tr') as HTMLElement;
    const samRow = row('Sam Rivera');
    expect(within(samRow).getByText('viewer')).toBeInTheDocument();
    expect(within(samRow).getByText('sam@example.test')).toBeInTheDocument();
    expect(within(samRow).getByText('Vehicle Viewer')).toBeInTheDocument();
    expect(within(samRow).getByText('Role defaults')).toBeInTheDocument();
    expect(within(samRow).getByText('3h ago')).toBeInTheDocument();
    const priya = row('Priya Shah');
    expect(within(priya).getByText('1 granted · 2 withdrawn')).toBeInTheDocument();
    expect(within(priya).getByText('Inactive')).toBeInTheDocument();
    expect(within(priya).getByText('Never')).toBeInTheDocument();

    await userEvent.setup().type(screen.getByLabelText('Search members'), 'rivera');
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Priya Shah' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('button', { name: 'Sam Rivera' })).toBeInTheDocument();
    expect(calls.filter((c) => c.url.includes('search='))).toHaveLength(1);
  });

  it('loads the next page on demand', async () => {
    renderPage({
      [LIST]: json({ ...page([sam], 2, 2), next: '/api/shops/members/?page=2&page_size=25' }),
      'GET /api/shops/members/?page=2&page_size=25': json(
        page([member({ id: 14 }, { id: 7, first_name: 'Marcus', last_name: 'Bell' })], 2, 2),
      ),
    });
    expect(await screen.findByText('Showing 1 of 2 members')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('button', { name: 'Marcus Bell' })).toBeInTheDocument();
  });

  it('says when a search finds no one', async () => {
    renderPage({
      [LIST]: json(page([sam])),
      'GET /api/shops/members/?search=zed&page=1&page_size=25': json(page([])),
    });
    await userEvent.setup().type(await screen.findByLabelText('Search members'), 'zed');
    expect(await screen.findByText('No member matches this search')).toBeInTheDocument();
  });

  it('shows skeleton rows while the members load', async () => {
    let answer: (reply: Response) => void = () => undefined;
    renderPage({ [LIST]: () => new Promise<Response>((resolve) => (answer = resolve)) });
    expect(await screen.findByRole('status', { name: 'Loading members' })).toBeInTheDocument();
    answer(json(page([sam])));
    expect(await screen.findByRole('button', { name: 'Sam Rivera' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading members' })).not.toBeInTheDocument();
  });

  it('shows a failed load in words, with a retry', async () => {
    renderPage({ [LIST]: json({ detail: 'down' }, 503) });
    expect(await screen.findByText('Failed to load members')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('is a column of cards on a phone, each opening the member from the keyboard', async () => {
    phoneScreen();
    renderPage({ [LIST]: json(page([sam])) });
    const card = await screen.findByRole('button', { name: /Sam Rivera/ });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(card).getByText('Role defaults · Last active: 3h ago')).toBeInTheDocument();
    card.focus();
    await userEvent.setup().keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Sam Rivera' })).toBeInTheDocument();
  });
});
