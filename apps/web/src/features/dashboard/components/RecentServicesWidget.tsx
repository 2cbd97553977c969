import { BarChart } from '../../../lib/ui/charts';
import { Anchor, Badge, Stack, Tabs, Text } from '@mantine/core';
import { WIDGET_ERRORS, type RecentServices } from '@fleetdesk/contract/dashboard';
import { SERVICE_TYPE_LABELS, type ServiceType } from '@fleetdesk/contract/service';
import { centsOrZero } from '@fleetdesk/contract/money';
import { Link } from 'react-router';
import { formatDate, formatMiles, formatUsdWhole } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { MeasuredChart } from '../../../lib/ui/MeasuredChart';
import { ResponsiveTable, type Column } from '../../../lib/ui/ResponsiveTable';
import { useWidgetData } from '../api/get-widget-data';
import { Figure, WidgetBody } from './WidgetCard';

const typeLabel = (type: string) => SERVICE_TYPE_LABELS[type as ServiceType] ?? type;

const VehicleLink = ({ vin, description }: { vin: string; description: string }) => (
  <Anchor component={Link} to={paths.vehicles.detail(vin)} size="sm">
    {description}
  </Anchor>
);

type Done = RecentServices['recent_services'][number];
type Due = RecentServices['upcoming_services'][number];

const vehicle = {
  header: 'Vehicle',
  cell: (r: Done | Due) => <VehicleLink vin={r.vehicle} description={r.vehicle_description} />,
  card: 'title',
} as const;

const RECENT_COLUMNS: Column<Done>[] = [
  vehicle,
  { header: 'Service Type', cell: (r) => typeLabel(r.service_type) },
  { header: 'Vendor', cell: (r) => r.vendor },
  { header: 'Date', cell: (r) => formatDate(r.date) },
  { header: 'Amount', cell: (r) => formatUsdWhole(r.amount) },
];

const UPCOMING_COLUMNS: Column<Due>[] = [
  vehicle,
  {
    header: 'Service Type',
    cell: (r) => (r.name ? `${r.name} (${typeLabel(r.service_type)})` : typeLabel(r.service_type)),
  },
  {
    header: 'Due Date',
    cell: (r) => (
      <>
        {formatDate(r.due_date) ?? '—'}
        {r.overdue && (
          <Badge ml={6} color="red" variant="light" size="sm">
            Overdue
          </Badge>
        )}
      </>
    ),
  },
  { header: 'Due Mileage', cell: (r) => formatMiles(r.due_mileage, { short: true }) ?? '—' },
];

function Recent({ rows }: { rows: Done[] }) {
  if (rows.length === 0) return <Text c="dimmed">No services recorded yet.</Text>;
  return (
    <ResponsiveTable
      label="Recent services"
      columns={RECENT_COLUMNS}
      rows={rows}
      rowKey={(r) => r.id}
      minWidth={480}
      table={{ striped: true }}
    />
  );
}

function Upcoming({ rows }: { rows: Due[] }) {
  if (rows.length === 0) return <Text c="dimmed">No upcoming services.</Text>;
  return (
    <ResponsiveTable
      label="Upcoming services"
      columns={UPCOMING_COLUMNS}
      rows={rows}
      rowKey={(r) => `${r.source}-${r.id}-${r.vehicle}`}
      minWidth={480}
      table={{ striped: true }}
    />
  );
}

/** A $0 month says why: nothing was recorded in it, and when the latest service was. */
function QuietMonthNote({ data }: { data: RecentServices }) {
  const latest = data.recent_services[0];
  if (centsOrZero(data.monthly_total) !== 0n || !latest) return null;
  return (
    <Text size="sm" c="dimmed">
      No service recorded in the last 30 days; the latest was on {formatDate(latest.date)}.
    </Text>
  );
}

/** The 30-day total, spend by week, and the Recent and Upcoming tabs (spec 1 section 2). */
export function RecentServicesWidget() {
  const query = useWidgetData('recent-services');
  return (
    <WidgetBody query={query} errorText={WIDGET_ERRORS['recent-services']} reserve={470}>
      {(data) => (
        <Stack gap="sm">
          <Figure label="Service spend, last 30 days" value={formatUsdWhole(data.monthly_total)} />
          <QuietMonthNote data={data} />
          <MeasuredChart height={120} label="Service spend by week, last 8 weeks">
            <BarChart
              h={120}
              // Display only: the chart needs numbers; sums stay decimal strings elsewhere.
              data={data.weekly_totals.map((w) => ({
                week: formatDate(w.week_start) ?? w.week_start,
                total: Number(w.total),
              }))}
              dataKey="week"
              series={[{ name: 'total', label: 'Spend', color: 'blue.7' }]}
              valueFormatter={(v) => formatUsdWhole(v) ?? ''}
              withYAxis={false}
            />
          </MeasuredChart>
          <Tabs defaultValue="recent">
            <Tabs.List>
              <Tabs.Tab value="recent">Recent</Tabs.Tab>
              <Tabs.Tab value="upcoming">Upcoming</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="recent" pt="xs">
              <Recent rows={data.recent_services} />
            </Tabs.Panel>
            <Tabs.Panel value="upcoming" pt="xs">
              <Upcoming rows={data.upcoming_services} />
            </Tabs.Panel>
          </Tabs>
        </Stack>
      )}
    </WidgetBody>
  );
}
