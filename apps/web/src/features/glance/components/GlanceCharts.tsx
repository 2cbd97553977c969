import { BarChart, LineChart } from '../../../lib/ui/charts';
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  COST_KIND_LABELS,
  COST_KINDS,
  type VehicleSummary,
} from '@fleetdesk/contract/vehicle-glance';
import { formatDate, formatMiles, formatUsdWhole } from '../../../lib/format';
import { MeasuredChart } from '../../../lib/ui/MeasuredChart';

const COLORS = {
  service: 'orange.7',
  financing: 'blue.7',
  insurance: 'teal.7',
  registration: 'grape.7',
} as const;

const MONTH = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  year: '2-digit',
  timeZone: 'UTC',
});
/** 'YYYY-MM' as 'Mar 26'. */
const monthLabel = (month: string) => MONTH.format(new Date(`${month}-01T00:00:00Z`));

// The chart draws numbers; the money itself stays a decimal string everywhere else.
const drawn = (amount: string | null) => (amount === null ? 0 : Number(amount));

function ChartSection({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/**
 * The cost by month and kind, and the mileage trend (issue 24 item 1). Loaded apart from the
 * Overview (recharts is the heaviest code on the page), so the figures show first.
 */
export default function GlanceCharts({ summary }: { summary: VehicleSummary }) {
  const kinds = COST_KINDS.filter((kind) => summary.monthly_costs.some((m) => m[kind] !== null));
  const costs = summary.monthly_costs.map((m) => ({
    month: monthLabel(m.month),
    ...Object.fromEntries(kinds.map((kind) => [kind, drawn(m[kind])])),
  }));
  const anyCost = summary.monthly_costs.some((m) => kinds.some((k) => drawn(m[k]) !== 0));
  const trend = summary.mileage_trend.map((p) => ({
    date: formatDate(p.date),
    mileage: p.mileage,
  }));
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <ChartSection title="Cost by month">
        {anyCost ? (
          <MeasuredChart height={220} label="Costs of the last 12 months by kind">
            <BarChart
              h={220}
              data={costs}
              dataKey="month"
              type="stacked"
              withLegend
              valueFormatter={(v) => formatUsdWhole(v) ?? ''}
              series={kinds.map((kind) => ({
                name: kind,
                label: COST_KIND_LABELS[kind],
                color: COLORS[kind],
              }))}
            />
          </MeasuredChart>
        ) : (
          <Text c="dimmed" size="sm">
            No costs recorded in the last 12 months.
          </Text>
        )}
      </ChartSection>
      <ChartSection title="Mileage trend">
        {trend.length > 1 ? (
          <MeasuredChart height={220} label="Odometer readings of the last 12 months">
            <LineChart
              h={220}
              data={trend}
              dataKey="date"
              curveType="linear"
              valueFormatter={(v) => formatMiles(v, { short: true })}
              series={[{ name: 'mileage', label: 'Mileage', color: 'blue.7' }]}
            />
          </MeasuredChart>
        ) : (
          <Text c="dimmed" size="sm">
            {trend.length === 1
              ? 'One reading so far: the trend shows from the second.'
              : 'No mileage readings in the last 12 months.'}
          </Text>
        )}
      </ChartSection>
    </SimpleGrid>
  );
}
