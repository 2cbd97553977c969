import type { MaintenanceDueItem } from '@fleetdesk/contract/maintenance';
import { SERVICE_TYPE_LABELS } from '@fleetdesk/contract/service';
import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { formatDate, formatMiles } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { ResponsiveTable, type Column } from '../../../lib/ui/ResponsiveTable';
import { MaintenanceStateBadge } from './MaintenanceStateBadge';

const miles = (d: MaintenanceDueItem) => {
  const due = formatMiles(d.due_mileage);
  const now = formatMiles(d.current_mileage);
  return due ? `${due}${now ? ` (now ${now})` : ''}` : '—';
};

const COLUMNS: Column<MaintenanceDueItem>[] = [
  {
    header: 'Vehicle',
    cell: (d) => (
      <Anchor component={Link} to={paths.vehicles.detail(d.vehicle_vin)} size="sm">
        {d.vehicle_description}
      </Anchor>
    ),
    card: 'wide',
  },
  { header: 'Schedule', cell: (d) => d.name, card: 'title' },
  { header: 'Service Type', cell: (d) => SERVICE_TYPE_LABELS[d.service_type] },
  { header: 'Due Date', cell: (d) => formatDate(d.due_date) ?? '—' },
  { header: 'Due Mileage', cell: miles },
  { header: 'Expected By', cell: (d) => formatDate(d.forecast_date) ?? '—' },
  { header: 'State', cell: (d) => <MaintenanceStateBadge state={d.state} />, card: 'badge' },
];

/** The due list: a table on a wide screen, cards on a phone. */
export function DueList({ items }: { items: MaintenanceDueItem[] }) {
  return (
    <ResponsiveTable
      label="Due service"
      columns={COLUMNS}
      rows={items}
      rowKey={(d) => `${d.schedule}-${d.vehicle_vin}`}
      minWidth={720}
      table={{ striped: true, highlightOnHover: true }}
    />
  );
}
