import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setAuthToken } from '../../../lib/session';
import { json, renderWithProviders, stubFetch } from '../../../../test/utils';
import { NotificationBell } from './NotificationBell';
import { LIST, inboxServer, notification } from './notifications.test-data';

const renderBell = () => {
  setAuthToken('t');
  return renderWithProviders(<NotificationBell />);
};

describe('NotificationBell', () => {
  it('caps the unread badge at 99+ and says the count in its name', async () => {
    stubFetch(inboxServer([notification()], 149).routes);
    renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications, 99+ unread' });
    expect(bell).toBeInTheDocument();
    expect(screen.getByText('99+')).toBeInTheDocument();
  });

  it('opens from the keyboard, shows each item, and Escape returns focus to the bell', async () => {
    const long = `${'Check the loaner before it goes out. '.repeat(4)}Tail text`;
    stubFetch(
      inboxServer([
        notification({
          id: 7,
          title: 'Insurance lapses',
          message: long,
          severity: 'critical',
          priority: 'action_required',
          action_url: '/vehicles/1HGCM82633A004352',
        }),
      ]).routes,
    );
    renderBell();
    const user = userEvent.setup();
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    bell.focus();
    await user.keyboard('{Enter}');
    // The dialog is named by the bell that opened it.
    const dialog = await screen.findByRole('dialog', { name: 'Notifications, 1 unread' });
    const item = await within(dialog).findByRole('listitem');
    expect(within(item).getByText('Insurance lapses')).toBeInTheDocument();
    expect(within(item).getByText(`${long.slice(0, 100)}...`)).toBeInTheDocument();
    expect(within(item).queryByText('Tail text', { exact: false })).not.toBeInTheDocument();
    expect(within(item).getByText('Critical')).toBeInTheDocument();
    expect(within(item).getByText('Action Required')).toBeInTheDocument();
    expect(within(item).getByText('3h ago')).toBeInTheDocument();
    // No action_text: the button says View.
    expect(within(item).getByRole('button', { name: 'View' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'View all notifications' })).toHaveAttribute(
      'href',
      '/notifications',
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bell).toHaveFocus();
  });

  it('the action button marks the item read, then goes to its action_url', async () => {
    const server = inboxServer([
      notification({ id: 3, action_url: '/vehicles/ABC', action_text: 'Open vehicle' }),
    ]);
    const calls = stubFetch(server.routes);
    renderBell();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    await user.click(await screen.findByRole('button', { name: 'Open vehicle' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/vehicles/ABC'));
    expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({
      url: `${LIST}3/`,
      body: { is_read: true },
    });
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('clicking an item without an action marks it read and stays', async () => {
    const calls = stubFetch(inboxServer([notification({ id: 4, title: 'Plain news' })]).routes);
    renderBell();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    await user.click(await screen.findByText('Plain news'));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(1);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('Mark all read clears the badge', async () => {
    const calls = stubFetch(
      inboxServer([notification({ id: 1 }), notification({ id: 2, title: 'Second' })]).routes,
    );
    renderBell();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    await user.click(await screen.findByRole('button', { name: 'Mark all read' }));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.queryByText('2')).not.toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.url === `${LIST}mark_all_read/`)).toBe(true);
    expect(await screen.findByRole('button', { name: 'Mark all read' })).toBeDisabled();
  });

  it("shows 'No notifications' when there are none, and after a failed load without a toast", async () => {
    stubFetch(inboxServer([]).routes);
    const first = renderBell();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('No notifications')).toBeInTheDocument();
    first.unmount();

    stubFetch({ [`GET ${LIST}?page_size=100`]: json({ detail: 'Boom' }, 500) });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderBell();
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('No notifications')).toBeInTheDocument();
    expect(screen.queryByText('Could not load notifications')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a notification of a severity it does not know with the generic style', async () => {
    stubFetch(
      inboxServer([
        // A severity the contract does not list, as another sender could write it.
        Object.assign(notification({ id: 9, title: 'Backup finished' }), { severity: 'success' }),
        notification({ id: 8, title: 'Registration due', severity: 'warning' }),
      ]).routes,
    );
    renderBell();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    const odd = items.find((item) => within(item).queryByText('Backup finished'));
    expect(odd && within(odd).getByText('Notice')).toBeInTheDocument();
  });
});
