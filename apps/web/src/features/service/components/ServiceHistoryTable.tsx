import type { ServiceRecord } from '@fleetdesk/contract/service';
import { formatDate, formatMiles, formatUsd } from '../../../lib/format';
import { ResponsiveTable, type Column } from '../../../lib/ui/ResponsiveTable';

/** Newest service first (then the latest added). */
export function byServiceDateDesc(records: ServiceRecord[]): ServiceRecord[] {
  return [...records].sort((a, b) =>
    a.service_date === b.service_date ? b.id - a.id : a.service_date < b.service_date ? 1 : -1,
  );
}

const COLUMNS: Column<ServiceRecord>[] = [
  {
    header: 'Date',
    cell: (record) => formatDate(record.service_date) ?? record.service_date,
    card: 'title',
  },
  { header: 'Vendor', cell: (record) => record.vendor_name },
  { header: 'Service Type', cell: (record) => record.service_type_display },
  { header: 'Amount', cell: (record) => formatUsd(record.amount) ?? '—' },
  {
    header: 'Mileage',
    cell: (record) => formatMiles(record.mileage_at_service, { short: true }) ?? '—',
  },
  { header: 'Description', cell: (record) => record.description, card: 'wide' },
];

/** Spec 2 section 2, Service: Date, Vendor, Service Type, Amount, Mileage, Description. */
export function ServiceHistoryTable({ records }: { records: ServiceRecord[] }) {
  return (
    <ResponsiveTable
      label="Service history"
      columns={COLUMNS}
      rows={byServiceDateDesc(records)}
      rowKey={(record) => record.id}
      minWidth={700}
      table={{ striped: true, highlightOnHover: true }}
    />
  );
}
