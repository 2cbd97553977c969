import { Stack, Text, Title } from '@mantine/core';

/** The vehicle screens (spec 2). */
export default function VehiclesPage() {
  return (
    <Stack gap="xs">
      <Title order={1}>Vehicles</Title>
      <Text c="dimmed">Loaner, employee and service vehicles of your shop.</Text>
    </Stack>
  );
}
