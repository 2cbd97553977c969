import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { changeCachedInboxes, logFailure, refetchInboxes } from './cache';

/** PATCH /api/notifications/notifications/{id}/ {is_dismissed: true}: it leaves every list. */
export async function dismissNotification(id: number): Promise<void> {
  await apiRequest(`/api/notifications/notifications/${id}/`, {
    method: 'PATCH',
    body: { is_dismissed: true },
  });
}

export function useDismissNotification() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: dismissNotification,
    onMutate: (id) =>
      changeCachedInboxes(client, (inbox) => {
        const target = inbox.results.find((n) => n.id === id);
        if (!target) return inbox;
        return {
          results: inbox.results.filter((n) => n.id !== id),
          count: Math.max(0, inbox.count - 1),
          unreadCount: target.is_read ? inbox.unreadCount : Math.max(0, inbox.unreadCount - 1),
        };
      }),
    onError: logFailure('Dismissing a notification'),
    onSettled: () => refetchInboxes(client),
  });
}
