import { Button, Group, SegmentedControl, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useDismissNotification } from '../api/dismiss-notification';
import { useNotifications } from '../api/get-notifications';
import type { NotificationFilter } from '../api/keys';
import { useMarkAllNotificationsRead } from '../api/mark-all-read';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { NotificationCard } from '../components/NotificationCard';
import { useOpenNotification } from '../components/use-open-notification';

const FILTERS: { value: NotificationFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'unread', label: 'Unread' },
  { value: 'critical', label: 'Critical' },
];

const EMPTY_TEXT: Record<NotificationFilter, string> = {
  all: 'No notifications',
  unread: 'No unread notifications',
  critical: 'No critical notifications',
};

const isFilter = (v: string): v is NotificationFilter => FILTERS.some((f) => f.value === v);

/**
 * The notifications page at /notifications (spec 1): filters All, Unread, Critical; each can be
 * marked read, followed (marks read, then navigates) or dismissed. A failed load shows an empty
 * list with a quiet hint, and failed changes are only logged (spec 1 section 8).
 */
export default function NotificationsPage() {
  const [filter, setFilter] = useState<NotificationFilter>('all');
  const inbox = useNotifications(filter);
  const markRead = useMarkNotificationRead();
  const dismiss = useDismissNotification();
  const markAll = useMarkAllNotificationsRead();
  const open = useOpenNotification();
  const results = inbox.data?.results ?? [];
  const unread = inbox.data?.unreadCount ?? 0;

  return (
    <Stack gap="md" maw={900}>
      <Group justify="space-between" align="flex-end">
        <Title order={1}>Notifications</Title>
        <Button variant="default" disabled={unread === 0} onClick={() => markAll.mutate()}>
          Mark all read
        </Button>
      </Group>
      <SegmentedControl
        aria-label="Show"
        value={filter}
        onChange={(v) => isFilter(v) && setFilter(v)}
        data={FILTERS}
        style={{ alignSelf: 'flex-start' }}
      />
      {inbox.isPending ? (
        <Stack gap="sm" role="status" aria-busy="true" aria-label="Loading notifications">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={96} radius="sm" />
          ))}
        </Stack>
      ) : results.length === 0 ? (
        <Stack gap={4} align="center" py="xl">
          <Text fw={600}>{EMPTY_TEXT[filter]}</Text>
          {inbox.isError && (
            <Text size="sm" c="dimmed">
              Could not load notifications
            </Text>
          )}
        </Stack>
      ) : (
        <Stack
          gap="sm"
          component="section"
          aria-label={`${FILTERS.find((f) => f.value === filter)!.label} notifications`}
        >
          {results.map((n) => (
            <NotificationCard
              key={n.id}
              notification={n}
              onMarkRead={(x) => markRead.mutate(x.id)}
              onFollow={(x) => void open(x)}
              onDismiss={(x) => dismiss.mutate(x.id)}
            />
          ))}
          {inbox.data && inbox.data.count > results.length && (
            <Text size="sm" c="dimmed">
              {`Showing the ${results.length} newest of ${inbox.data.count}. Dismiss or read some to see older ones.`}
            </Text>
          )}
        </Stack>
      )}
    </Stack>
  );
}
