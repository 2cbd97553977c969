import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setAuthToken } from '../../../lib/session';
import { json, renderWithProviders, stubFetch } from '../../../../test/utils';
import { LIST, inboxServer, notification } from '../components/notifications.test-data';
import NotificationsPage from './NotificationsPage';

const INBOX = [
  notification({
    id: 1,
    title: 'Registration expired',
    severity: 'critical',
    priority: 'action_required',
    action_url: '/vehicles/ABC',
    action_text: 'Review vehicle',
  }),
  notification({
    id: 2,
    title: 'Insurance renews soon',
    severity: 'warning',
    additional_recipients_data: [
      { id: 9, username: 'jlee', full_name: 'Jordan Lee' },
      { id: 10, username: 'pshah', full_name: '' },
    ],
    additional_emails: ['broker@example.test'],
  }),
  notification({ id: 3, title: 'Service completed', is_read: true }),
];

const renderPage = () => {
  setAuthToken('t');
  return renderWithProviders(<NotificationsPage />);
};
const card = (title: string) => screen.getByRole('article', { name: title });

describe('NotificationsPage', () => {
  it('lists every notification with who else received it', async () => {
    stubFetch(inboxServer(INBOX).routes);
    renderPage();
    expect(await screen.findByRole('article', { name: 'Service completed' })).toBeInTheDocument();
    const shared = card('Insurance renews soon');
    expect(within(shared).getByText('Also sent to: Jordan Lee, pshah')).toBeInTheDocument();
    expect(within(shared).getByText('Also e-mailed: broker@example.test')).toBeInTheDocument();
    expect(within(card('Registration expired')).getByText('Action Required')).toBeInTheDocument();
    // A read one offers no Mark read.
    expect(
      within(card('Service completed')).queryByRole('button', { name: /Mark read/ }),
    ).not.toBeInTheDocument();
  });

  it('filters Unread and Critical through the server', async () => {
    const calls = stubFetch(inboxServer(INBOX).routes);
    renderPage();
    await screen.findByRole('article', { name: 'Service completed' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Unread' }));
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Service completed' })).not.toBeInTheDocument(),
    );
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(calls.some((c) => c.url === `${LIST}?is_read=false&page_size=100`)).toBe(true);

    await user.click(screen.getByRole('radio', { name: 'Critical' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(card('Registration expired')).toBeInTheDocument();
  });

  it('marks read, follows an action (read, then there) and dismisses', async () => {
    const server = inboxServer(INBOX);
    const calls = stubFetch(server.routes);
    renderPage();
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Mark read: Insurance renews soon' }),
    );
    await waitFor(() =>
      expect(
        within(card('Insurance renews soon')).queryByRole('button', { name: /Mark read/ }),
      ).not.toBeInTheDocument(),
    );

    await user.click(screen.getByRole('button', { name: 'Dismiss: Service completed' }));
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Service completed' })).not.toBeInTheDocument(),
    );
    expect(server.state.items.find((n) => n.id === 3)?.is_dismissed).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Review vehicle: Registration expired' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/vehicles/ABC'));
    expect(calls.filter((c) => c.method === 'PATCH').map((c) => [c.url, c.body])).toEqual([
      [`${LIST}2/`, { is_read: true }],
      [`${LIST}3/`, { is_dismissed: true }],
      [`${LIST}1/`, { is_read: true }],
    ]);
  });

  it('only logs a failed dismiss, and shows a failed load as an empty list', async () => {
    const { routes } = inboxServer(INBOX);
    stubFetch({ ...routes, [`PATCH ${LIST}3/`]: json({ detail: 'Down' }, 503) });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const first = renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Dismiss: Service completed' }));
    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    first.unmount();

    stubFetch({ [`GET ${LIST}?page_size=100`]: json({ detail: 'Down' }, 500) });
    renderPage();
    expect(await screen.findByText('No notifications')).toBeInTheDocument();
    expect(screen.getByText('Could not load notifications')).toBeInTheDocument();
  });
});
