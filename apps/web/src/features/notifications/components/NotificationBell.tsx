import {
  ActionIcon,
  Anchor,
  Button,
  Center,
  Divider,
  Group,
  Indicator,
  Loader,
  Popover,
  ScrollArea,
  Stack,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import type { Notification } from '@fleetdesk/contract/notifications';
import { messagePreview, unreadBadgeText } from '@fleetdesk/contract/rules/notification-display';
import { IconBell } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { useNotifications } from '../api/get-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-read';
import { NotificationBadges, severityEdge } from './NotificationBadges';
import { actionPathOf, actionTextOf, useOpenNotification } from './use-open-notification';

/** How many of the newest the dropdown lists; the page shows the rest. */
export const BELL_ITEMS = 10;

/** The trigger's accessible name: the unread count is read out, not only shown. */
export const bellLabel = (unread: number) => {
  const badge = unreadBadgeText(unread);
  return badge ? `Notifications, ${badge} unread` : 'Notifications';
};

/**
 * The notification bell of the top bar (spec 1, Notification dropdown): unread badge capped at
 * 99+, Mark all read, the newest notifications, 'View all notifications'. A popover: Enter or
 * Space opens it, Tab moves through it, Escape closes it and returns focus to the bell.
 */
export function NotificationBell() {
  const [opened, setOpened] = useState(false);
  const inbox = useNotifications('all');
  const markAll = useMarkAllNotificationsRead();
  const open = useOpenNotification();
  const unread = inbox.data?.unreadCount ?? 0;
  const badge = unreadBadgeText(unread);
  const items = (inbox.data?.results ?? []).slice(0, BELL_ITEMS);

  const choose = (n: Notification) => {
    if (actionPathOf(n)) setOpened(false);
    void open(n);
  };

  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      width={380}
      shadow="md"
      withArrow
      trapFocus
      returnFocus
      closeOnEscape
      withinPortal={false}
      hideDetached={false}
    >
      <Indicator
        label={badge}
        disabled={!badge}
        size={18}
        color="red.9"
        offset={4}
        styles={{ indicator: { fontWeight: 700 } }}
      >
        <Popover.Target>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={bellLabel(unread)}
            onClick={() => setOpened((o) => !o)}
          >
            <IconBell size={18} aria-hidden />
          </ActionIcon>
        </Popover.Target>
      </Indicator>
      <Popover.Dropdown p={0}>
        <Group justify="space-between" px="sm" py="xs">
          <Text fw={600} component="h2" size="sm" m={0}>
            Notifications
          </Text>
          <Button
            size="compact-xs"
            variant="subtle"
            disabled={unread === 0}
            onClick={() => markAll.mutate()}
          >
            Mark all read
          </Button>
        </Group>
        <Divider />
        <BellList loading={inbox.isPending} items={items} onChoose={choose} />
        <Divider />
        <Center py="xs">
          <Anchor
            component={Link}
            to={paths.notifications}
            size="sm"
            onClick={() => setOpened(false)}
          >
            View all notifications
          </Anchor>
        </Center>
      </Popover.Dropdown>
    </Popover>
  );
}

type ListProps = {
  loading: boolean;
  items: Notification[];
  onChoose: (n: Notification) => void;
};

/**
 * Loading, the list, or 'No notifications' — also after a failed load, with no error text (spec
 * 1 section 8: the bell's empty state is all a failure shows).
 */
function BellList({ loading, items, onChoose }: ListProps) {
  if (loading)
    return (
      <Center py="md">
        <Loader size="sm" aria-label="Loading notifications" />
      </Center>
    );
  if (items.length === 0)
    return (
      <Stack gap={2} align="center" py="md">
        <Text size="sm">No notifications</Text>
      </Stack>
    );
  return (
    <ScrollArea.Autosize mah={420} type="auto">
      <Stack
        component="ul"
        gap={0}
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
        aria-label="Newest notifications"
      >
        {items.map((n) => (
          <BellItem key={n.id} notification={n} onChoose={onChoose} />
        ))}
      </Stack>
    </ScrollArea.Autosize>
  );
}

function BellItem({
  notification: n,
  onChoose,
}: {
  notification: Notification;
  onChoose: (n: Notification) => void;
}) {
  const hasAction = actionPathOf(n) !== null;
  return (
    <li
      style={{
        ...severityEdge(n.severity),
        borderBottom: '1px solid var(--mantine-color-default-border)',
      }}
    >
      <Group gap="xs" wrap="nowrap" align="flex-start" px="sm" py={6}>
        <UnstyledButton onClick={() => onChoose(n)} style={{ flex: 1, minWidth: 0 }}>
          <Text size="sm" fw={n.is_read ? 500 : 700} lineClamp={1}>
            {!n.is_read && <VisuallyHidden>Unread: </VisuallyHidden>}
            {n.title}
          </Text>
          <Text size="xs" c="dimmed" style={{ wordBreak: 'break-word' }}>
            {messagePreview(n.message)}
          </Text>
        </UnstyledButton>
        {hasAction && (
          <Button size="compact-xs" variant="light" onClick={() => onChoose(n)}>
            {actionTextOf(n)}
          </Button>
        )}
      </Group>
      <Group px="sm" pb={6}>
        <NotificationBadges notification={n} />
      </Group>
    </li>
  );
}
