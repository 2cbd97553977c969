import { Stack, Text, Title } from '@mantine/core';

/** Module registry diagnostics at /module-registry-diagnostics. */
export default function DiagnosticsPage() {
  return (
    <Stack gap="xs">
      <Title order={1}>Module Registry Diagnostics</Title>
      <Text c="dimmed">
        Modules, navigation and searchable models discovered by the module registry.
      </Text>
    </Stack>
  );
}
