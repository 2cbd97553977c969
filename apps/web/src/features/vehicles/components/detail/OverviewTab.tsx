import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ComponentType } from 'react';
import { formatMiles, formatUsd } from '../../../../lib/format';
import type { VehicleDetailView } from '../../api/get-vehicle';
import type { CurrentRegistrationProps, GlanceProps } from './detail-tabs';

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      {typeof children === 'string' ? <Text fw={500}>{children}</Text> : children}
    </Stack>
  );
}

/** Spec 2, Overview: the vehicle at a glance, vehicle information and the Current Registration card. */
export function OverviewTab({
  vehicle,
  canEdit,
  CurrentRegistration,
  Glance,
}: {
  vehicle: VehicleDetailView;
  canEdit: boolean;
  /** The registrations feature's card (composed in app/VehicleDetailPage). */
  CurrentRegistration: ComponentType<CurrentRegistrationProps>;
  /** The vehicle at a glance, above the information (the glance feature's). */
  Glance?: ComponentType<GlanceProps>;
}) {
  return (
    <Stack gap="md">
      {Glance && (
        <Glance
          vin={vehicle.vin}
          description={vehicle.description}
          photoUrl={vehicle.photo_url}
          canEdit={canEdit}
        />
      )}
      <Card withBorder radius="md" padding="lg">
        <Stack gap="md">
          <Title order={2} size="h3">
            Vehicle Information
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
            <Field label="VIN">
              <Text fw={500} ff="monospace">
                {vehicle.vin}
              </Text>
            </Field>
            <Field label="Make">{vehicle.make}</Field>
            <Field label="Model">{vehicle.model}</Field>
            <Field label="Year">{String(vehicle.year)}</Field>
            <Field label="Vehicle Types">
              {vehicle.vehicle_types.length === 0 ? (
                <Text fw={500}>No Type Assigned</Text>
              ) : (
                <Group gap={4}>
                  {vehicle.vehicle_types.map((t) => (
                    <Badge key={t.id} variant="light" tt="capitalize">
                      {t.name}
                    </Badge>
                  ))}
                </Group>
              )}
            </Field>
            <Field label="License Plate">{vehicle.license_plate}</Field>
            <Field label="Location">{vehicle.location_name ?? 'Not assigned'}</Field>
            <Field label="Primary Driver">{vehicle.primary_driver_name ?? 'Not assigned'}</Field>
            <Field label="Current Value">
              {formatUsd(vehicle.current_value) ?? 'Not recorded'}
            </Field>
            <Field label="Current Mileage">
              {formatMiles(vehicle.current_mileage) ?? 'Not recorded'}
            </Field>
            <Field label="Tank Capacity">
              {vehicle.tank_capacity === null ? 'Not recorded' : `${vehicle.tank_capacity} gal`}
            </Field>
            {vehicle.fuel_card_number && (
              <Field label="Fuel Card Vehicle Number">{vehicle.fuel_card_number}</Field>
            )}
          </SimpleGrid>
        </Stack>
      </Card>
      <CurrentRegistration
        vin={vehicle.vin}
        registrations={vehicle.registrations}
        canEdit={canEdit}
      />
    </Stack>
  );
}
