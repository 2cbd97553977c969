import { DUE_MILEAGE_REASON_TEXT, type MaintenanceDueItem } from '@fleetdesk/contract/maintenance';
import { forecastPassed } from '@fleetdesk/contract/rules/maintenance-due';
import { SERVICE_TYPE_LABELS } from '@fleetdesk/contract/service';
import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatDate, formatMiles } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { ResponsiveTable, type Column } from '../../../lib/ui/ResponsiveTable';
import { useShopToday } from '../../shops';
import { MaintenanceStateBadge } from './MaintenanceStateBadge';

/** The due mileage, or why it cannot be computed yet (the server's reason, in words). */
const miles = (d: MaintenanceDueItem) => {
  if (d.reason) return <Text size="sm">{DUE_MILEAGE_REASON_TEXT[d.reason]}</Text>;
  const due = formatMiles(d.due_mileage);
  const now = formatMiles(d.current_mileage);
  return due ? `${due}${now ? ` (now ${now})` : ''}` : '—';
};

/** The mileage forecast's day; one gone by says so (it is no due date: the odometer decides). */
const expected = (d: MaintenanceDueItem, today: string) => {
  const day = formatDate(d.forecast_date);
  if (!day) return '—';
  return forecastPassed(d.forecast_date, today) ? `${day} (passed: log a reading)` : day;
};

const columns = (today: string): Column<MaintenanceDueItem>[] => [
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
  { header: 'Expected By', cell: (d) => expected(d, today) },
  { header: 'State', cell: (d) => <MaintenanceStateBadge state={d.state} />, card: 'badge' },
];

/** The due list: a table on a wide screen, cards on a phone. */
export function DueList({ items }: { items: MaintenanceDueItem[] }) {
  const today = useShopToday() ?? '';
  return (
    <ResponsiveTable
      label="Due service"
      columns={columns(today)}
      rows={items}
      rowKey={(d) => `${d.schedule}-${d.vehicle_vin}`}
      minWidth={720}
      table={{ striped: true, highlightOnHover: true }}
    />
  );
}
