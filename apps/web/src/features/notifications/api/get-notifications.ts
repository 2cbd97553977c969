import {
  NOTIFICATION_POLL_INTERVAL_MS,
  NOTIFICATION_PRIORITIES,
  NOTIFICATION_SEVERITIES,
  notificationSchema,
  type Notification,
} from '@fleetdesk/contract/notifications';
import { normaliseList } from '@fleetdesk/contract/rules/list';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api';
import { queryString } from '../../../lib/pagination';
import { notificationKeys, type NotificationFilter } from './keys';

/** The newest this many are shown; older ones stay on the server until read or dismissed. */
export const NOTIFICATIONS_PAGE_SIZE = 100;

export type NotificationInbox = {
  results: Notification[];
  /** How many match the filter on the server (may exceed what was loaded). */
  count: number;
  unreadCount: number;
};

const FILTER_QUERY: Record<NotificationFilter, Record<string, string>> = {
  all: {},
  unread: { is_read: 'false' },
  critical: { severity: 'critical' },
};

/**
 * A severity or priority this app does not know (e.g. "success") is shown with the generic
 * style instead of dropping the notification (spec 1, bell).
 */
const receivedSchema = notificationSchema.extend({
  severity: z.enum(NOTIFICATION_SEVERITIES).catch('other'),
  priority: z.enum(NOTIFICATION_PRIORITIES).catch('normal'),
});

const readNotification = (value: unknown): Notification | null => {
  const read = receivedSchema.safeParse(value);
  return read.success ? read.data : null;
};

/**
 * GET /api/notifications/notifications/ (spec 1 section 7: results or a plain array). Items that
 * do not read as notifications (no id, title...) are dropped; without `unread_count` the unread ones are counted.
 */
export async function getNotifications(filter: NotificationFilter): Promise<NotificationInbox> {
  const data = await apiRequest(
    `/api/notifications/notifications/${queryString({ ...FILTER_QUERY[filter], page_size: NOTIFICATIONS_PAGE_SIZE })}`,
  );
  const results = normaliseList(data)
    .map(readNotification)
    .filter((n): n is Notification => n !== null);
  const body = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  const count = typeof body.count === 'number' ? body.count : results.length;
  const unreadCount =
    typeof body.unread_count === 'number'
      ? body.unread_count
      : results.filter((n) => !n.is_read).length;
  return { results, count, unreadCount };
}

/**
 * Polled every 30 seconds (spec 1 section 9); TanStack Query pauses the poll while the tab is
 * hidden. No error toast: a failed load shows an empty list (spec 1 section 8).
 */
export const notificationsQueryOptions = (filter: NotificationFilter) =>
  queryOptions({
    queryKey: notificationKeys.list(filter),
    queryFn: () => getNotifications(filter),
    refetchInterval: NOTIFICATION_POLL_INTERVAL_MS,
    refetchIntervalInBackground: false,
    staleTime: 0,
  });

export function useNotifications(filter: NotificationFilter) {
  return useQuery(notificationsQueryOptions(filter));
}
