import { Stack, Text, Title } from '@mantine/core';

/** The notifications page at /notifications. */
export default function NotificationsPage() {
  return (
    <Stack gap="xs">
      <Title order={1}>Notifications</Title>
      <Text c="dimmed">Messages about your fleet and your shop are listed on this page.</Text>
    </Stack>
  );
}
