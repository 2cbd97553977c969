import type { MileageLog } from '@fleetdesk/contract/mileage';
import { formatDate, formatMiles } from '../../../lib/format';
import { ResponsiveTable, type Column } from '../../../lib/ui/ResponsiveTable';

/** Newest first: by date recorded, then by id (entries of the same instant). */
export function newestFirst(logs: MileageLog[]): MileageLog[] {
  return [...logs].sort((a, b) => {
    const byDate = Date.parse(b.date_recorded) - Date.parse(a.date_recorded);
    return byDate !== 0 && Number.isFinite(byDate) ? byDate : b.id - a.id;
  });
}

const COLUMNS: Column<MileageLog>[] = [
  {
    header: 'Date',
    cell: (log) => formatDate(log.date_recorded) ?? log.date_recorded,
    card: 'title',
  },
  {
    header: 'Mileage',
    cell: (log) =>
      `${formatMiles(log.mileage, { short: true })}${log.is_correction ? ' (correction)' : ''}`,
  },
  { header: 'Source', cell: (log) => log.source_display },
  { header: 'Recorded By', cell: (log) => log.recorded_by || 'System' },
  { header: 'Notes', cell: (log) => log.notes, card: 'wide' },
];

/** Spec 2 section 2, Mileage: Date, Mileage, Source, Recorded By (defaults to System), Notes. */
export function MileageHistoryTable({ logs }: { logs: MileageLog[] }) {
  return (
    <ResponsiveTable
      label="Mileage history"
      columns={COLUMNS}
      rows={newestFirst(logs)}
      rowKey={(log) => log.id}
      minWidth={600}
      table={{ striped: true, highlightOnHover: true }}
    />
  );
}
