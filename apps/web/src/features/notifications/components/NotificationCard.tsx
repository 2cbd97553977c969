import { Button, Group, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { Notification } from '@fleetdesk/contract/notifications';
import { NotificationBadges, severityEdge } from './NotificationBadges';
import { actionPathOf, actionTextOf } from './use-open-notification';

type Props = {
  notification: Notification;
  onMarkRead: (n: Notification) => void;
  onFollow: (n: Notification) => void;
  onDismiss: (n: Notification) => void;
};

/** Who else was told: other members by name (else username), then outside addresses. */
export function recipientsText(n: Notification): string | null {
  const people = n.additional_recipients_data.map((r) => r.full_name.trim() || r.username);
  return people.length > 0 ? people.join(', ') : null;
}

/**
 * One notification on the page: the whole message, its badges and time, who else received it,
 * and its buttons (Mark read while unread, the action when it has one, Dismiss). Each button's
 * name ends with the title, so a screen reader's list of buttons tells them apart.
 */
export function NotificationCard({ notification: n, onMarkRead, onFollow, onDismiss }: Props) {
  const others = recipientsText(n);
  return (
    <Paper
      component="article"
      withBorder
      p="sm"
      style={severityEdge(n.severity)}
      aria-label={n.title}
    >
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text component="h2" size="md" fw={n.is_read ? 500 : 700} m={0}>
            {!n.is_read && <VisuallyHidden>Unread: </VisuallyHidden>}
            {n.title}
          </Text>
          {!n.is_read && (
            <Text size="xs" fw={700} c="blue" aria-hidden>
              Unread
            </Text>
          )}
        </Group>
        <NotificationBadges notification={n} />
        <Text size="sm" style={{ whiteSpace: 'pre-line', wordBreak: 'break-word' }}>
          {n.message}
        </Text>
        {others && (
          <Text size="xs" c="dimmed">
            Also sent to: {others}
          </Text>
        )}
        {n.additional_emails.length > 0 && (
          <Text size="xs" c="dimmed">
            Also e-mailed: {n.additional_emails.join(', ')}
          </Text>
        )}
        <Group gap="xs">
          {!n.is_read && (
            <Button
              size="compact-sm"
              variant="default"
              aria-label={`Mark read: ${n.title}`}
              onClick={() => onMarkRead(n)}
            >
              Mark read
            </Button>
          )}
          {actionPathOf(n) && (
            <Button
              size="compact-sm"
              aria-label={`${actionTextOf(n)}: ${n.title}`}
              onClick={() => onFollow(n)}
            >
              {actionTextOf(n)}
            </Button>
          )}
          <Button
            size="compact-sm"
            variant="default"
            aria-label={`Dismiss: ${n.title}`}
            onClick={() => onDismiss(n)}
          >
            Dismiss
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
