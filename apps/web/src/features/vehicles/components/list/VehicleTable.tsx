import { Checkbox, Group, Table, UnstyledButton } from '@mantine/core';
import { IconArrowsSort, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import {
  ALWAYS_SHOWN_COLUMN,
  VEHICLE_LIST_COLUMN_LABELS,
  type VehicleListColumn,
} from '@fleetdesk/contract/vehicle-views';
import type { VehicleOrdering } from '@fleetdesk/contract/vehicles';
import type { KeyboardEvent, ReactNode } from 'react';
import type { VehicleRow } from '../../api/get-vehicles';
import { sortDirection, type SortField } from './list-params';
import type { RowSelection } from './row-selection';
import { VehicleIdentity } from './VehicleIdentity';
import { VehicleStatusBadge } from './VehicleStatusBadge';

type Props = {
  vehicles: VehicleRow[];
  ordering: VehicleOrdering;
  onSort: (field: SortField) => void;
  /** Set only with the details permission: rows then open the vehicle. */
  onOpen?: (vin: string) => void;
  /** The columns shown, in order (the column chooser); the spec's five by default. */
  columns: readonly VehicleListColumn[];
  /** Set when the member may act on several vehicles: a checkbox column. */
  selection?: RowSelection;
};

const SORTABLE: Partial<Record<VehicleListColumn, SortField>> = {
  description: 'description',
  license_plate: 'license_plate',
  status: 'status',
};

/** A cell of each column. */
const CELLS: Record<VehicleListColumn, (vehicle: VehicleRow) => ReactNode> = {
  description: (vehicle) => <VehicleIdentity vehicle={vehicle} weight={500} />,
  license_plate: (vehicle) => vehicle.license_plate,
  vin: (vehicle) => vehicle.vin,
  location: (vehicle) => vehicle.location_name ?? 'Unassigned',
  primary_driver: (vehicle) => vehicle.primary_driver_name ?? 'Unassigned',
  types: (vehicle) => vehicle.vehicle_types.map((t) => t.name).join(', ') || 'No Type Assigned',
  status: (vehicle) => <VehicleStatusBadge status={vehicle.status} />,
};

function SortHeader(props: {
  field: SortField;
  label: string;
  ordering: VehicleOrdering;
  onSort: (field: SortField) => void;
  /** Shown before the sort button (the page's select-all checkbox). */
  before?: ReactNode;
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
      <Group gap="sm" wrap="nowrap">
        {props.before}
        <UnstyledButton onClick={() => props.onSort(props.field)} fw={600} fz="sm">
          <Group gap={4} wrap="nowrap">
            {props.label}
            <Icon size={14} aria-hidden />
          </Group>
        </UnstyledButton>
      </Group>
    </Table.Th>
  );
}

/** Spec 2, vehicle list columns (and those the column chooser adds). */
export function VehicleTable({ vehicles, ordering, onSort, onOpen, columns, selection }: Props) {
  const onKey = (event: KeyboardEvent<HTMLTableRowElement>, vin: string) => {
    if (!onOpen || event.target !== event.currentTarget) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onOpen(vin);
    }
  };
  const pageVins = vehicles.map((v) => v.vin);
  const chosen = selection ? pageVins.filter((vin) => selection.selected.has(vin)).length : 0;
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table highlightOnHover={onOpen !== undefined} verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => {
              const field = SORTABLE[column];
              const label = VEHICLE_LIST_COLUMN_LABELS[column];
              return field ? (
                <SortHeader
                  key={column}
                  field={field}
                  label={label}
                  ordering={ordering}
                  onSort={onSort}
                  before={
                    column === ALWAYS_SHOWN_COLUMN && selection ? (
                      <Checkbox
                        aria-label="Select all vehicles on this page"
                        checked={chosen > 0 && chosen === pageVins.length}
                        indeterminate={chosen > 0 && chosen < pageVins.length}
                        onChange={(event) =>
                          selection.setMany(pageVins, event.currentTarget.checked)
                        }
                      />
                    ) : undefined
                  }
                />
              ) : (
                <Table.Th key={column}>{label}</Table.Th>
              );
            })}
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
              bg={
                selection?.selected.has(vehicle.vin)
                  ? 'var(--mantine-primary-color-light)'
                  : undefined
              }
            >
              {columns.map((column) => (
                <Table.Td key={column}>
                  {column === ALWAYS_SHOWN_COLUMN && selection ? (
                    // The selection rides in the description's cell (the row's name), so the
                    // spec's columns stay as they are; the checkbox selects, it does not open.
                    <Group gap="sm" wrap="nowrap">
                      <Checkbox
                        aria-label={`Select ${vehicle.description || vehicle.vin}`}
                        checked={selection.selected.has(vehicle.vin)}
                        onClick={(event) => event.stopPropagation()}
                        onKeyDown={(event) => event.stopPropagation()}
                        onChange={(event) =>
                          selection.setMany([vehicle.vin], event.currentTarget.checked)
                        }
                      />
                      {CELLS[column](vehicle)}
                    </Group>
                  ) : (
                    CELLS[column](vehicle)
                  )}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
