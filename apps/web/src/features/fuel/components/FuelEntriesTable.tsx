import {
  FUEL_FLAG_LABELS,
  FUEL_TYPE_LABELS,
  FUEL_UNIT_LABELS,
  type FuelEntry,
} from '@fleetdesk/contract/fuel';
import { Badge, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { formatDate, formatMiles, formatUsd } from '../../../lib/format';
import { ResponsiveTable, type Column } from '../../../lib/ui/ResponsiveTable';

/** The flags in words, so a badge says what is wrong (not a colour alone). */
function Flags({ entry }: { entry: FuelEntry }) {
  if (entry.flags.length === 0) return <Text size="sm">-</Text>;
  return (
    <Group gap={4} wrap="wrap">
      {entry.flags.map((flag) => (
        <Badge
          key={flag}
          color="orange"
          variant="light"
          leftSection={<IconAlertTriangle size={12} aria-hidden />}
          style={{ maxWidth: '100%', whiteSpace: 'normal', height: 'auto' }}
        >
          {FUEL_FLAG_LABELS[flag]}
        </Badge>
      ))}
    </Group>
  );
}

type Props = {
  entries: FuelEntry[];
  /** With canAdd or canEdit: each fill's Edit and Delete. */
  onEdit?: (entry: FuelEntry) => void;
  onDelete?: (entry: FuelEntry) => void;
};

/** The vehicle's fills, newest first, with their flags as badges. */
export function FuelEntriesTable({ entries, onEdit, onDelete }: Props) {
  const columns: Column<FuelEntry>[] = [
    { header: 'Date', cell: (e) => formatDate(e.date) ?? e.date, card: 'title' },
    {
      header: 'Quantity',
      cell: (e) =>
        `${e.quantity.replace(/\.?0+$/, '')} ${FUEL_UNIT_LABELS[e.unit]}${e.partial_fill ? ' (partial)' : ''}`,
    },
    { header: 'Total', cell: (e) => formatUsd(e.total_cost) ?? e.total_cost },
    { header: 'Odometer', cell: (e) => formatMiles(e.odometer, { short: true }) ?? '-' },
    { header: 'Fuel', cell: (e) => FUEL_TYPE_LABELS[e.fuel_type] },
    { header: 'Vendor', cell: (e) => e.vendor || '-' },
    { header: 'Flags', cell: (e) => <Flags entry={e} />, card: 'wide' },
  ];
  if (onEdit && onDelete)
    columns.push({
      header: 'Actions',
      card: 'actions',
      cell: (e) => (
        <Group gap="xs" wrap="nowrap">
          <Button
            size="xs"
            variant="light"
            onClick={() => onEdit(e)}
            aria-label={`Edit fill of ${e.date}`}
          >
            Edit
          </Button>
          <Button
            size="xs"
            variant="light"
            color="red"
            onClick={() => onDelete(e)}
            aria-label={`Delete fill of ${e.date}`}
          >
            Delete
          </Button>
        </Group>
      ),
    });
  return (
    <ResponsiveTable
      label="Fuel entries"
      columns={columns}
      rows={entries}
      rowKey={(e) => e.id}
      minWidth={760}
      table={{ striped: true, highlightOnHover: true }}
    />
  );
}
