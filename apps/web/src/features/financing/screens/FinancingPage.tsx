import { Stack, Text, Title } from '@mantine/core';

/** The financing screens (spec 2). */
export default function FinancingPage() {
  return (
    <Stack gap="xs">
      <Title order={1}>Financing</Title>
      <Text c="dimmed">Loans and leases of the vehicles of your shop.</Text>
    </Stack>
  );
}
