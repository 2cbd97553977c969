import type {
  Notification,
  NotificationPriority,
  NotificationSeverity,
} from '@fleetdesk/contract/notifications';
import type { NotificationRow } from './notifications.repository';

export type RecipientName = {
  id: number;
  username: string;
  firstName: string | null;
  lastName: string | null;
};

/** `{id, username, full_name}` of one other recipient; full_name is '' without a profile name. */
const presentRecipient = (r: RecipientName) => ({
  id: r.id,
  username: r.username,
  full_name: [r.firstName, r.lastName].filter(Boolean).join(' ').trim(),
});

/** A row as the signed-in user receives it; `names` holds the other recipients of the page. */
export function presentNotification(
  row: NotificationRow,
  names: ReadonlyMap<number, RecipientName>,
): Notification {
  return {
    id: row.id,
    title: row.title,
    message: row.message,
    severity: row.severity as NotificationSeverity,
    priority: row.priority as NotificationPriority,
    is_read: row.isRead,
    is_dismissed: row.isDismissed,
    created_at: row.createdAt.toISOString(),
    action_url: row.actionUrl,
    action_text: row.actionText,
    additional_recipients_data: row.additionalRecipientIds.flatMap((id) => {
      const name = names.get(id);
      return name ? [presentRecipient(name)] : [];
    }),
    additional_emails: row.additionalEmails,
  };
}
