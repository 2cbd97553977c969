import type { Notification } from '@fleetdesk/contract/notifications';
import { json, type FetchRoutes } from '../../../../test/utils';

export const LIST = '/api/notifications/notifications/';

export function notification(over: Partial<Notification> = {}): Notification {
  return {
    id: 1,
    title: 'Registration expired',
    message: 'The registration has expired.',
    severity: 'info',
    priority: 'normal',
    is_read: false,
    is_dismissed: false,
    created_at: new Date(Date.now() - 3 * 3600_000).toISOString(),
    action_url: null,
    action_text: null,
    additional_recipients_data: [],
    additional_emails: [],
    ...over,
  };
}

/**
 * A small server in a fetch table: the inbox lives in `items`, the list filters it as the API
 * does, and PATCH / mark_all_read change it.
 */
export function inboxServer(items: Notification[], extraUnread = 0) {
  const state = { items: [...items] };
  const visible = () => state.items.filter((n) => !n.is_dismissed);
  const reply = (results: Notification[]) =>
    json({
      count: results.length,
      total_pages: 1,
      next: null,
      previous: null,
      results,
      unread_count: visible().filter((n) => !n.is_read).length + extraUnread,
    });
  const routes: FetchRoutes = {
    [`GET ${LIST}?page_size=100`]: () => reply(visible()),
    [`GET ${LIST}?is_read=false&page_size=100`]: () => reply(visible().filter((n) => !n.is_read)),
    [`GET ${LIST}?severity=critical&page_size=100`]: () =>
      reply(visible().filter((n) => n.severity === 'critical')),
    [`POST ${LIST}mark_all_read/`]: () => {
      extraUnread = 0;
      state.items = state.items.map((n) => ({ ...n, is_read: true }));
      return json({ marked_read: 1, unread_count: 0 });
    },
  };
  for (const n of items) {
    routes[`PATCH ${LIST}${n.id}/`] = ({ body }) => {
      state.items = state.items.map((x) => (x.id === n.id ? { ...x, ...(body as object) } : x));
      return json(state.items.find((x) => x.id === n.id));
    };
  }
  return { routes, state };
}
