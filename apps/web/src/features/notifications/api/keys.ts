/** The page's filters (spec 1, Notifications page); the bell shows `all`. */
export type NotificationFilter = 'all' | 'unread' | 'critical';

/**
 * Query keys of the notifications feature. The bell and the page's All filter share
 * `list('all')`, so both show the same, polled list; `all` prefixes every list for invalidation.
 */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: (filter: NotificationFilter) => [...notificationKeys.all, 'list', filter] as const,
};
