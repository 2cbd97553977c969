import { Stack, Text, Title } from '@mantine/core';

/** Dashboard Settings at /dashboard/settings. */
export default function DashboardSettingsPage() {
  return (
    <Stack gap="xs">
      <Title order={1}>Dashboard Settings</Title>
      <Text c="dimmed">Widgets shown on your dashboard are managed on this page.</Text>
    </Stack>
  );
}
