import { Group, Table, UnstyledButton } from '@mantine/core';
import { IconArrowsSort, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import type { VehicleOrdering } from '@fleetdesk/contract/vehicles';
import type { KeyboardEvent } from 'react';
import type { VehicleRow } from '../../api/get-vehicles';
import { sortDirection, type SortField } from './list-params';
import { VehicleIdentity } from './VehicleIdentity';
import { VehicleStatusBadge } from './VehicleStatusBadge';

type Props = {
  vehicles: VehicleRow[];
  ordering: VehicleOrdering;
  onSort: (field: SortField) => void;
  /** Set only with the details permission: rows then open the vehicle. */
  onOpen?: (vin: string) => void;
};

function SortHeader(props: {
  field: SortField;
  label: string;
  ordering: VehicleOrdering;
  onSort: (field: SortField) => void;
}) {
  const direction = sortDirection(props.ordering, props.field);
  const Icon =
    direction === 'ascending'
      ? IconSortAscending
      : direction === 'descending'
        ? IconSortDescending
        : IconArrowsSort;
  return (
    <Table.Th aria-sort={direction}>
      <UnstyledButton onClick={() => props.onSort(props.field)} fw={600} fz="sm">
        <Group gap={4} wrap="nowrap">
          {props.label}
          <Icon size={14} aria-hidden />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

/** Spec 2, vehicle list columns. */
export function VehicleTable({ vehicles, ordering, onSort, onOpen }: Props) {
  const onKey = (event: KeyboardEvent<HTMLTableRowElement>, vin: string) => {
    if (!onOpen) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onOpen(vin);
    }
  };
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table highlightOnHover={onOpen !== undefined} verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <SortHeader
              field="description"
              label="Vehicle Description"
              ordering={ordering}
              onSort={onSort}
            />
            <SortHeader
              field="license_plate"
              label="License Plate"
              ordering={ordering}
              onSort={onSort}
            />
            <Table.Th>Location</Table.Th>
            <Table.Th>Primary Driver</Table.Th>
            <SortHeader field="status" label="Status" ordering={ordering} onSort={onSort} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {vehicles.map((vehicle) => (
            <Table.Tr
              key={vehicle.vin}
              data-vin={vehicle.vin}
              onClick={onOpen ? () => onOpen(vehicle.vin) : undefined}
              onKeyDown={onOpen ? (event) => onKey(event, vehicle.vin) : undefined}
              tabIndex={onOpen ? 0 : undefined}
              style={onOpen ? { cursor: 'pointer' } : undefined}
            >
              <Table.Td>
                <VehicleIdentity vehicle={vehicle} weight={500} />
              </Table.Td>
              <Table.Td>{vehicle.license_plate}</Table.Td>
              <Table.Td>{vehicle.location_name ?? 'Unassigned'}</Table.Td>
              <Table.Td>{vehicle.primary_driver_name ?? 'Unassigned'}</Table.Td>
              <Table.Td>
                <VehicleStatusBadge status={vehicle.status} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
