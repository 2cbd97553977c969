import { Badge, Group, Text } from '@mantine/core';
import type { VehicleRow } from '../../api/get-vehicles';

/** The vehicle's description over its VIN, with the Archived badge: how a row or a card opens. */
export function VehicleIdentity({
  vehicle,
  weight,
}: {
  vehicle: Pick<VehicleRow, 'description' | 'vin' | 'is_archived'>;
  /** A card's title is bolder than a table cell's. */
  weight: 500 | 600;
}) {
  return (
    <>
      <Text fw={weight} size="sm">
        {vehicle.description}
      </Text>
      <Group gap={6}>
        <Text size="xs" c="dimmed" ff="monospace">
          {vehicle.vin}
        </Text>
        {vehicle.is_archived && (
          <Badge size="xs" color="gray" variant="light">
            Archived
          </Badge>
        )}
      </Group>
    </>
  );
}
