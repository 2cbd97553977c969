import type { Agreement, Segment } from '@fleetdesk/contract/loaner-agreements';
import { Text } from '@mantine/core';
import { formatMiles } from '../../../lib/format';
import { ResponsiveTable, type Column } from '../../../lib/ui/ResponsiveTable';
import { fuelWords } from '../at-the-car/fuel';
import { formatShopDateTime } from '../../shops';

/** A reading: miles and fuel, and below them when (a dash for what is not read yet). */
function Reading({ odometer, fuel, at, zone }: ReadingProps) {
  if (odometer === null) return <Text size="sm">—</Text>;
  return (
    <>
      <Text size="sm">
        {[formatMiles(odometer, { short: true }), fuelWords(fuel)].filter(Boolean).join(' · ')}
      </Text>
      <Text size="xs" c="dimmed">
        {formatShopDateTime(at, zone)}
      </Text>
    </>
  );
}
type ReadingProps = {
  odometer: number | null;
  fuel: number | null;
  at: string | null;
  zone: string;
};

const driven = (s: Segment) =>
  s.odometer_in === null || s.odometer_out === null
    ? '—'
    : formatMiles(s.odometer_in - s.odometer_out, { short: true });

const columns = (zone: string): Column<Segment>[] => [
  {
    header: 'Loaner',
    card: 'title',
    cell: (s) => (
      <>
        <Text size="sm" fw={500}>
          {s.license_plate || s.vehicle_vin}
        </Text>
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {s.vehicle_vin}
        </Text>
      </>
    ),
  },
  {
    header: 'Out',
    cell: (s) => (
      <Reading odometer={s.odometer_out} fuel={s.fuel_out} at={s.checked_out_at} zone={zone} />
    ),
  },
  {
    header: 'In',
    cell: (s) => (
      <Reading odometer={s.odometer_in} fuel={s.fuel_in} at={s.checked_in_at} zone={zone} />
    ),
  },
  { header: 'Driven', align: 'right', cell: (s) => <Text size="sm">{driven(s)}</Text> },
];

/**
 * The loaners lent in turn after a change of loaner, each with its readings out and in: what
 * check-in adds up (miles and fuel per car). Shown only when there was a change; cards on a
 * phone, where the table's four columns would scroll sideways.
 */
export function SegmentsTable({ agreement, timeZone }: { agreement: Agreement; timeZone: string }) {
  if (agreement.segments.length < 2) return null;
  return (
    <ResponsiveTable
      label="Loaners lent"
      columns={columns(timeZone)}
      rows={agreement.segments}
      rowKey={(s) => `${s.vehicle_vin}-${s.checked_out_at ?? ''}`}
      table={{ verticalSpacing: 'xs' }}
    />
  );
}
