import { Card, Checkbox, Group, Image, NativeSelect, Stack, Text } from '@mantine/core';
import type { VehicleOrdering } from '@fleetdesk/contract/vehicles';
import type { MouseEvent } from 'react';
import { paths } from '../../../../lib/paths';
import type { VehicleRow } from '../../api/get-vehicles';
import { isOrdering, ORDERING_OPTIONS } from './list-params';
import type { RowSelection } from './row-selection';
import { VehicleIdentity } from './VehicleIdentity';
import { VehicleStatusBadge } from './VehicleStatusBadge';

type Props = {
  vehicles: VehicleRow[];
  ordering: VehicleOrdering;
  onOrderingChange: (ordering: VehicleOrdering) => void;
  /** Set only with the details permission: cards then open the vehicle. */
  onOpen?: (vin: string) => void;
  /** Set when the member may act on several vehicles: each card has a checkbox. */
  selection?: RowSelection;
};

/** A plain click opens in place; a modified one (new tab, window) is left to the browser. */
const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

function Field({ label, value }: { label: string; value: string }) {
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm" c="dimmed" miw={96}>
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </Group>
  );
}

/** Spec 2 vehicle list on a phone (issue 10): one card per vehicle instead of a wide table. */
export function VehicleCards({ vehicles, ordering, onOrderingChange, onOpen, selection }: Props) {
  return (
    <Stack gap="sm">
      <NativeSelect
        label="Sort by"
        data={ORDERING_OPTIONS}
        value={ordering}
        onChange={(event) => {
          const value = event.currentTarget.value;
          if (isOrdering(value)) onOrderingChange(value);
        }}
      />
      {selection && (
        <Checkbox
          label="Select all on this page"
          checked={vehicles.every((v) => selection.selected.has(v.vin))}
          indeterminate={
            vehicles.some((v) => selection.selected.has(v.vin)) &&
            !vehicles.every((v) => selection.selected.has(v.vin))
          }
          onChange={(event) =>
            selection.setMany(
              vehicles.map((v) => v.vin),
              event.currentTarget.checked,
            )
          }
        />
      )}
      <Stack
        component="ul"
        gap="sm"
        aria-label="Vehicles"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
      >
        {vehicles.map((vehicle) => {
          // With the details permission the card is a link: focusable, Enter opens it.
          const link = onOpen
            ? {
                component: 'a' as const,
                href: paths.vehicles.detail(vehicle.vin),
                onClick: (event: MouseEvent) => {
                  if (!plainClick(event)) return;
                  event.preventDefault();
                  onOpen(vehicle.vin);
                },
              }
            : {};
          return (
            <li key={vehicle.vin} data-vin={vehicle.vin}>
              <Group gap="xs" align="flex-start" wrap="nowrap">
                {/* Beside the card, not in it: the card is a link when it opens the vehicle. */}
                {selection && (
                  <Checkbox
                    mt="sm"
                    aria-label={`Select ${vehicle.description || vehicle.vin}`}
                    checked={selection.selected.has(vehicle.vin)}
                    onChange={(event) =>
                      selection.setMany([vehicle.vin], event.currentTarget.checked)
                    }
                  />
                )}
                <Card
                  withBorder
                  padding="sm"
                  radius="md"
                  style={{ flex: 1, minWidth: 0 }}
                  {...link}
                >
                  {/* Wraps: a long status goes under the description rather than past the card. */}
                  <Group justify="space-between" align="flex-start" gap="xs">
                    <Group gap="sm" wrap="nowrap" align="flex-start">
                      {vehicle.photo_url && (
                        <Image
                          src={vehicle.photo_url}
                          alt=""
                          w={48}
                          h={48}
                          radius="sm"
                          fit="cover"
                          loading="lazy"
                          style={{ flexShrink: 0 }}
                        />
                      )}
                      <div>
                        <VehicleIdentity vehicle={vehicle} weight={600} />
                      </div>
                    </Group>
                    <VehicleStatusBadge status={vehicle.status} />
                  </Group>
                  <Stack gap={2} mt="xs">
                    <Field label="License Plate" value={vehicle.license_plate} />
                    <Field label="Location" value={vehicle.location_name ?? 'Unassigned'} />
                    <Field
                      label="Primary Driver"
                      value={vehicle.primary_driver_name ?? 'Unassigned'}
                    />
                  </Stack>
                </Card>
              </Group>
            </li>
          );
        })}
      </Stack>
    </Stack>
  );
}
