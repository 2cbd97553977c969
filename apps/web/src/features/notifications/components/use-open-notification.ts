import type { Notification } from '@fleetdesk/contract/notifications';
import { DEFAULT_ACTION_TEXT } from '@fleetdesk/contract/notifications';
import { useNavigate } from 'react-router';
import { useMarkNotificationRead } from '../api/mark-notification-read';

/** Only paths inside the app are followed (the server accepts no other action_url). */
export const actionPathOf = (n: Notification): string | null =>
  n.action_url && /^\/(?![/\\])/.test(n.action_url) ? n.action_url : null;

export const actionTextOf = (n: Notification) => n.action_text?.trim() || DEFAULT_ACTION_TEXT;

/**
 * Spec 1 section 4: opening a notification (a click, or its action button) marks it read; one
 * with an action_url then navigates there. The navigation waits for the mark, so the next
 * screen's bell already agrees; a failed mark is only logged and the navigation still happens.
 */
export function useOpenNotification() {
  const markRead = useMarkNotificationRead();
  const navigate = useNavigate();
  return async (n: Notification) => {
    if (!n.is_read) await markRead.mutateAsync(n.id).catch(() => undefined);
    const path = actionPathOf(n);
    if (path) void navigate(path);
  };
}
