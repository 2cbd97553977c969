import { BarChart } from '../../../lib/ui/charts';
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { UtilisationReply } from '@fleetdesk/contract/loaner-utilisation';
import { formatUsdWhole } from '../../../lib/format';
import { MeasuredChart } from '../../../lib/ui/MeasuredChart';
import { monthLabel, weekLabel } from './utilisation-text';

// The charts draw numbers; the figures themselves stay decimal strings everywhere else.
const drawn = (value: string) => Number(value);

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
 * Utilisation by week and billed against collected by month (issue 36 §3). Loaded apart from the
 * figures and the table (recharts is the heaviest code on the page), as the vehicle glance does.
 */
export default function UtilisationCharts({ report }: { report: UtilisationReply }) {
  const weeks = report.weeks.map((w) => ({
    week: weekLabel(w.week_start),
    utilisation: drawn(w.utilisation),
  }));
  const months = report.months.map((m) => ({
    month: monthLabel(m.month),
    billed: drawn(m.billed),
    collected: drawn(m.collected),
  }));
  const anyMoney = report.months.some((m) => drawn(m.billed) !== 0 || drawn(m.collected) !== 0);
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <ChartSection title="Utilisation by week">
        <MeasuredChart height={220} label="Share of the loaners' days out, week by week">
          <BarChart
            h={220}
            data={weeks}
            dataKey="week"
            valueFormatter={(v) => `${v.toFixed(1)}%`}
            yAxisProps={{ width: 64 }}
            series={[{ name: 'utilisation', label: 'Utilisation', color: 'blue.7' }]}
          />
        </MeasuredChart>
      </ChartSection>
      <ChartSection title="Billed and collected by month">
        {anyMoney ? (
          <MeasuredChart height={220} label="Billed and collected, month by month">
            <BarChart
              h={220}
              data={months}
              dataKey="month"
              withLegend
              valueFormatter={(v) => formatUsdWhole(v) ?? ''}
              yAxisProps={{ width: 72 }}
              series={[
                { name: 'billed', label: 'Billed', color: 'orange.7' },
                { name: 'collected', label: 'Collected', color: 'teal.7' },
              ]}
            />
          </MeasuredChart>
        ) : (
          <Text c="dimmed" size="sm">
            Nothing billed or collected in this period.
          </Text>
        )}
      </ChartSection>
    </SimpleGrid>
  );
}
