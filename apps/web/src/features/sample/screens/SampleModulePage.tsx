import { Stack, Text, Title } from '@mantine/core';

/** The sample module page at /sample-module. */
export default function SampleModulePage() {
  return (
    <Stack gap="xs">
      <Title order={1}>Sample Module</Title>
      <Text c="dimmed">A demonstration of how a module plugs into the platform shell.</Text>
    </Stack>
  );
}
