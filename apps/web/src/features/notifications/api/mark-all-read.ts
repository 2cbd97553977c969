import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { changeCachedInboxes, logFailure, refetchInboxes } from './cache';

/** POST /api/notifications/notifications/mark_all_read/ with an empty body. */
export async function markAllNotificationsRead(): Promise<void> {
  await apiRequest('/api/notifications/notifications/mark_all_read/', { method: 'POST' });
}

export function useMarkAllNotificationsRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onMutate: () =>
      changeCachedInboxes(client, (inbox) => ({
        ...inbox,
        unreadCount: 0,
        results: inbox.results.map((n) => ({ ...n, is_read: true })),
      })),
    onError: logFailure('Marking all notifications read'),
    onSettled: () => refetchInboxes(client),
  });
}
