import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { changeCachedInboxes, logFailure, refetchInboxes } from './cache';

/** PATCH /api/notifications/notifications/{id}/ {is_read: true} (there is no way back). */
export async function markNotificationRead(id: number): Promise<void> {
  await apiRequest(`/api/notifications/notifications/${id}/`, {
    method: 'PATCH',
    body: { is_read: true },
  });
}

export function useMarkNotificationRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onMutate: (id) =>
      changeCachedInboxes(client, (inbox) => {
        const target = inbox.results.find((n) => n.id === id);
        if (!target || target.is_read) return inbox;
        return {
          ...inbox,
          unreadCount: Math.max(0, inbox.unreadCount - 1),
          results: inbox.results.map((n) => (n.id === id ? { ...n, is_read: true } : n)),
        };
      }),
    onError: logFailure('Marking a notification read'),
    onSettled: () => refetchInboxes(client),
  });
}
