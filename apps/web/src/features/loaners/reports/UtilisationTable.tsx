import { Badge, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import type { UtilisationVehicle } from '@fleetdesk/contract/loaner-utilisation';
import { formatMoney } from '@fleetdesk/contract/money';
import { useState } from 'react';
import { ResponsiveTable, type Column } from '../../../lib/ui/ResponsiveTable';
import { billedText, daysOutText, percentText } from './utilisation-text';

const SORTS = [
  { value: 'busiest', label: 'Busiest first' },
  { value: 'idlest', label: 'Idlest first' },
  { value: 'name', label: 'A–Z' },
] as const;
type Sort = (typeof SORTS)[number]['value'];

/** "77.8" as 778: the report's one-place percentage compared as whole tenths. */
const tenths = (utilisation: string) => Number.parseInt(utilisation.replace('.', ''), 10);

function sorted(rows: readonly UtilisationVehicle[], sort: Sort): UtilisationVehicle[] {
  const byName = (a: UtilisationVehicle, b: UtilisationVehicle) =>
    a.description.localeCompare(b.description) || a.vin.localeCompare(b.vin);
  const byUse = (a: UtilisationVehicle, b: UtilisationVehicle) =>
    tenths(b.utilisation) - tenths(a.utilisation) || byName(a, b);
  if (sort === 'name') return [...rows].sort(byName);
  const busiest = [...rows].sort(byUse);
  return sort === 'busiest' ? busiest : busiest.reverse();
}

/** The badge's colour: a loaner out less than a third of its days earns little. */
const badgeColor = (utilisation: string) =>
  tenths(utilisation) >= 700 ? 'teal' : tenths(utilisation) >= 340 ? 'blue' : 'gray';

const COLUMNS: Column<UtilisationVehicle>[] = [
  {
    header: 'Loaner',
    cell: (v) => (
      <Stack gap={0}>
        <Text size="sm" fw={500}>
          {v.description || v.vin}
        </Text>
        <Text size="xs" c="dimmed">
          {v.license_plate || v.vin}
        </Text>
      </Stack>
    ),
    card: 'title',
  },
  {
    header: 'Utilisation',
    cell: (v) => (
      <Badge variant="light" color={badgeColor(v.utilisation)}>
        {percentText(v.utilisation)}
      </Badge>
    ),
    card: 'badge',
    align: 'right',
  },
  { header: 'Days out', cell: daysOutText },
  {
    header: 'Agreements',
    cell: (v) => `${v.agreements} · ${v.average_days} days avg`,
  },
  { header: 'Billed', cell: billedText, align: 'right' },
  { header: 'Collected', cell: (v) => formatMoney(v.collected), align: 'right' },
  { header: 'Written off', cell: (v) => formatMoney(v.written_off), align: 'right' },
  { header: 'Days not covered', cell: (v) => String(v.uncovered_days), align: 'right' },
];

/** Each loaner's period: does it pay for itself? Busiest first; cards on a phone. */
export function UtilisationTable({ vehicles }: { vehicles: readonly UtilisationVehicle[] }) {
  const [sort, setSort] = useState<Sort>('busiest');
  return (
    <Stack gap="sm">
      <Group justify="flex-end">
        <SegmentedControl
          size="xs"
          aria-label="Order of the loaners"
          data={[...SORTS]}
          value={sort}
          onChange={(value) => setSort(value as Sort)}
        />
      </Group>
      <ResponsiveTable
        label="Loaners in this period"
        columns={COLUMNS}
        rows={sorted(vehicles, sort)}
        rowKey={(v) => v.vin}
        minWidth={860}
        table={{ striped: true }}
      />
    </Stack>
  );
}
