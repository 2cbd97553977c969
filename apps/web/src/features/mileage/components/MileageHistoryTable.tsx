import type { MileageLog } from '@fleetdesk/contract/mileage';
import { Table } from '@mantine/core';
import { formatDate, formatMiles } from '../../../lib/format';

/** Newest first: by date recorded, then by id (entries of the same instant). */
export function newestFirst(logs: MileageLog[]): MileageLog[] {
  return [...logs].sort((a, b) => {
    const byDate = Date.parse(b.date_recorded) - Date.parse(a.date_recorded);
    return byDate !== 0 && Number.isFinite(byDate) ? byDate : b.id - a.id;
  });
}

/** Spec 2 section 2, Mileage: Date, Mileage, Source, Recorded By (defaults to System), Notes. */
export function MileageHistoryTable({ logs }: { logs: MileageLog[] }) {
  return (
    <Table.ScrollContainer minWidth={600}>
      <Table striped highlightOnHover aria-label="Mileage history">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Date</Table.Th>
            <Table.Th>Mileage</Table.Th>
            <Table.Th>Source</Table.Th>
            <Table.Th>Recorded By</Table.Th>
            <Table.Th>Notes</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {newestFirst(logs).map((log) => (
            <Table.Tr key={log.id}>
              <Table.Td>{formatDate(log.date_recorded) ?? log.date_recorded}</Table.Td>
              <Table.Td>
                {formatMiles(log.mileage, { short: true })}
                {log.is_correction ? ' (correction)' : ''}
              </Table.Td>
              <Table.Td>{log.source_display}</Table.Td>
              <Table.Td>{log.recorded_by || 'System'}</Table.Td>
              <Table.Td>{log.notes}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
