import { Stack, Text, Title } from '@mantine/core';

/** The dashboard at /. */
export default function DashboardPage() {
  return (
    <Stack gap="xs">
      <Title order={1}>Dashboard</Title>
      <Text c="dimmed">
        Welcome back. Open a module from the sidebar or search your fleet from the top bar.
      </Text>
    </Stack>
  );
}
