import type { ServiceRecord } from '@fleetdesk/contract/service';
import { Table } from '@mantine/core';
import { formatDate, formatMiles, formatUsd } from '../../../lib/format';

/** Newest service first (then the latest added). */
export function byServiceDateDesc(records: ServiceRecord[]): ServiceRecord[] {
  return [...records].sort((a, b) =>
    a.service_date === b.service_date ? b.id - a.id : a.service_date < b.service_date ? 1 : -1,
  );
}

/** Spec 2 section 2, Service: Date, Vendor, Service Type, Amount, Mileage, Description. */
export function ServiceHistoryTable({ records }: { records: ServiceRecord[] }) {
  return (
    <Table.ScrollContainer minWidth={700}>
      <Table striped highlightOnHover aria-label="Service history">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Date</Table.Th>
            <Table.Th>Vendor</Table.Th>
            <Table.Th>Service Type</Table.Th>
            <Table.Th>Amount</Table.Th>
            <Table.Th>Mileage</Table.Th>
            <Table.Th>Description</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {byServiceDateDesc(records).map((record) => (
            <Table.Tr key={record.id}>
              <Table.Td>{formatDate(record.service_date) ?? record.service_date}</Table.Td>
              <Table.Td>{record.vendor_name}</Table.Td>
              <Table.Td>{record.service_type_display}</Table.Td>
              <Table.Td>{formatUsd(record.amount) ?? '—'}</Table.Td>
              <Table.Td>{formatMiles(record.mileage_at_service, { short: true }) ?? '—'}</Table.Td>
              <Table.Td>{record.description}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
