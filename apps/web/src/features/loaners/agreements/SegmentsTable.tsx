import type { Agreement, Segment } from '@fleetdesk/contract/loaner-agreements';
import { Table, Text } from '@mantine/core';
import { formatMiles } from '../../../lib/format';
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

/**
 * The loaners lent in turn after a change of loaner, each with its readings out and in: what
 * check-in adds up (miles and fuel per car). Shown only when there was a change.
 */
export function SegmentsTable({ agreement, timeZone }: { agreement: Agreement; timeZone: string }) {
  if (agreement.segments.length < 2) return null;
  return (
    <Table.ScrollContainer minWidth={440}>
      <Table aria-label="Loaners lent" verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Loaner</Table.Th>
            <Table.Th>Out</Table.Th>
            <Table.Th>In</Table.Th>
            <Table.Th ta="right">Driven</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {agreement.segments.map((s) => (
            <Table.Tr key={`${s.vehicle_vin}-${s.checked_out_at ?? ''}`}>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {s.license_plate || s.vehicle_vin}
                </Text>
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {s.vehicle_vin}
                </Text>
              </Table.Td>
              <Table.Td>
                <Reading
                  odometer={s.odometer_out}
                  fuel={s.fuel_out}
                  at={s.checked_out_at}
                  zone={timeZone}
                />
              </Table.Td>
              <Table.Td>
                <Reading
                  odometer={s.odometer_in}
                  fuel={s.fuel_in}
                  at={s.checked_in_at}
                  zone={timeZone}
                />
              </Table.Td>
              <Table.Td ta="right">
                <Text size="sm">{driven(s)}</Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
