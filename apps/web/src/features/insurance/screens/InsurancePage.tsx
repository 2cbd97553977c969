import { Stack, Text, Title } from '@mantine/core';

/** The insurance screens (spec 2). */
export default function InsurancePage() {
  return (
    <Stack gap="xs">
      <Title order={1}>Insurance</Title>
      <Text c="dimmed">Insurance policies covering the vehicles of your shop.</Text>
    </Stack>
  );
}
