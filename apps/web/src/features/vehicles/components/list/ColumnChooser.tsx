import { Button, Checkbox, Popover, Stack } from '@mantine/core';
import { IconColumns } from '@tabler/icons-react';
import {
  ALWAYS_SHOWN_COLUMN,
  VEHICLE_LIST_COLUMNS,
  VEHICLE_LIST_COLUMN_LABELS,
  type VehicleListColumn,
} from '@fleetdesk/contract/vehicle-views';

type Props = {
  columns: readonly VehicleListColumn[];
  onChange: (columns: VehicleListColumn[]) => void;
};

/** Which of the table's columns show (the description always does: it names the row). */
export function ColumnChooser({ columns, onChange }: Props) {
  const toggle = (column: VehicleListColumn, on: boolean) =>
    onChange(VEHICLE_LIST_COLUMNS.filter((c) => (c === column ? on : columns.includes(c))));
  return (
    <Popover position="bottom-end" withinPortal trapFocus shadow="md">
      <Popover.Target>
        <Button variant="default" leftSection={<IconColumns size={16} aria-hidden />}>
          Columns
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" role="group" aria-label="Columns shown">
          {VEHICLE_LIST_COLUMNS.map((column) => (
            <Checkbox
              key={column}
              label={VEHICLE_LIST_COLUMN_LABELS[column]}
              checked={columns.includes(column)}
              disabled={column === ALWAYS_SHOWN_COLUMN}
              onChange={(event) => toggle(column, event.currentTarget.checked)}
            />
          ))}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
