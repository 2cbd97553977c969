import { FINANCING_MESSAGES } from '@fleetdesk/contract/financing';
import type { AnalyticsRange, FinancingAnalytics } from '@fleetdesk/contract/financing-lists';
import { BarChart, DonutChart } from '../../../../lib/ui/charts';
import { Badge, Group, SegmentedControl, SimpleGrid, Stack } from '@mantine/core';
import { useState } from 'react';
import { formatUsdWhole } from '../../../../lib/format';
import { RecordsError, RecordsLoading } from '../../../../lib/ui/RecordsStates';
import { useFinancingAnalytics } from '../../api/get-analytics';
import { AnalyticsSection, chartNumber, Figures, NoChartData } from './AnalyticsSection';

const RANGES: { value: AnalyticsRange; label: string }[] = [
  { value: 'month', label: 'This Month' },
  { value: 'quarter', label: 'Quarter' },
  { value: 'year', label: 'Year' },
  { value: 'all', label: 'All Time' },
];

const RISK_COLORS = { low: 'green', medium: 'yellow', high: 'red' } as const;
/** Spec 2 section 9: the analytics' money in whole dollars, like every summary. */
const whole = (v: string) => formatUsdWhole(v) ?? '$0';

function Sections({ data }: { data: FinancingAnalytics }) {
  const { key_metrics: k, payment_performance: p, cost_efficiency: c, risk: r } = data;
  const performance = [
    { name: 'On time', value: p.on_time_count, color: 'green.6' },
    { name: 'Late', value: p.late_count, color: 'red.6' },
  ];
  const byType = data.portfolio.by_type.map((t) => {
    const palette = t.financing_type === 'LOAN' ? 'blue' : 'grape';
    // The chart's slice a mid shade; the legend's badge the palette, so its text meets AA.
    return {
      name: t.financing_type === 'LOAN' ? 'Loans' : 'Leases',
      value: t.count,
      color: `${palette}.6`,
      palette,
    };
  });
  const byCompany = data.portfolio.by_company.map((co) => ({
    company: co.company_name,
    monthly: chartNumber(co.monthly_total),
  }));
  const methods = data.payment_methods.map((m) => ({
    method: m.label,
    total: chartNumber(m.total),
    count: m.count,
  }));
  const usdTick = (v: number) => formatUsdWhole(v) ?? '';

  return (
    <Stack gap="md">
      <AnalyticsSection title="Key Financial Metrics">
        <Figures
          items={[
            ['Financings', `${k.active_financings} active of ${k.total_financings}`],
            ['Monthly Total, Active', whole(k.total_monthly_payments)],
            ['Annual Cost, Active', whole(k.annual_cost)],
            ['Vehicles Financed', String(k.vehicles_financed)],
            ['Total Financed', whole(k.total_financed)],
            ['Remaining Balance', whole(k.remaining_balance)],
            ['Paid in Range (late fees included)', whole(k.total_paid)],
          ]}
        />
      </AnalyticsSection>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <AnalyticsSection title="Payment Performance">
          <Figures
            items={[
              ['Payments', String(p.payment_count)],
              ['On-Time Rate', `${p.on_time_rate}%`],
              ['Late Fees', whole(p.late_fees)],
              ['Average Payment', whole(p.average_payment)],
            ]}
          />
          {p.payment_count === 0 ? (
            <NoChartData text="No payments in this range" />
          ) : (
            <DonutChart data={performance} withLabels withTooltip chartLabel="On time vs late" />
          )}
        </AnalyticsSection>
        <AnalyticsSection title="Cost Efficiency">
          <Figures
            items={[
              ['Average Monthly, Active', whole(c.average_monthly_payment)],
              ['Cost per Vehicle', whole(c.cost_per_vehicle)],
              ['Average Interest', `${c.average_interest_rate}%`],
              ['Late Fee Ratio', `${c.late_fee_ratio}%`],
            ]}
          />
          <BarChart
            h={180}
            data={[
              { type: 'Loans', monthly: chartNumber(c.loan_monthly_total) },
              { type: 'Leases', monthly: chartNumber(c.lease_monthly_total) },
            ]}
            dataKey="type"
            series={[{ name: 'monthly', label: 'Monthly total', color: 'blue.6' }]}
            valueFormatter={usdTick}
          />
        </AnalyticsSection>
      </SimpleGrid>
      <AnalyticsSection title="Risk Assessment">
        <Group>
          <Badge color={RISK_COLORS[r.level]} size="lg" variant="light">
            {`Risk: ${r.level}`}
          </Badge>
        </Group>
        <Figures
          items={[
            ['Overdue Financings', String(r.overdue_financings)],
            ['With Late Payments', String(r.late_financings)],
            ['Missing Payments', String(r.missing_payments)],
            ['Longest Overdue', `${r.max_overdue_days} days`],
            ['Ending Within 90 Days', String(r.ending_within_90_days)],
            ['Monthly at Risk', whole(r.at_risk_monthly)],
          ]}
        />
      </AnalyticsSection>
      <AnalyticsSection title="Portfolio Breakdown">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {byType.every((t) => t.value === 0) ? (
            <NoChartData text="No financings yet" />
          ) : (
            <Stack gap="xs" align="center">
              <DonutChart data={byType} withLabels withTooltip chartLabel="By type" />
              <Group gap="xs">
                {byType.map((t) => (
                  <Badge key={t.name} color={t.palette} variant="light">
                    {`${t.name}: ${t.value}`}
                  </Badge>
                ))}
              </Group>
            </Stack>
          )}
          {byCompany.length === 0 ? (
            <NoChartData text="No companies yet" />
          ) : (
            <BarChart
              h={220}
              data={byCompany}
              dataKey="company"
              orientation="vertical"
              yAxisProps={{ width: 120 }}
              series={[{ name: 'monthly', label: 'Monthly total', color: 'teal.6' }]}
              valueFormatter={usdTick}
            />
          )}
        </SimpleGrid>
      </AnalyticsSection>
      <AnalyticsSection title="Payment Method Analytics">
        {methods.length === 0 ? (
          <NoChartData text="No payments in this range" />
        ) : (
          <>
            <Figures
              items={data.payment_methods.map((m) => [m.label, `${whole(m.total)} · ${m.count}`])}
            />
            <BarChart
              h={220}
              data={methods}
              dataKey="method"
              series={[{ name: 'total', label: 'Amount paid', color: 'indigo.6' }]}
              valueFormatter={usdTick}
            />
          </>
        )}
      </AnalyticsSection>
    </Stack>
  );
}

/** Spec 2, Vehicle Financing screen, Analytics tab: range buttons and six sections. */
export function FinancingAnalyticsTab() {
  const [range, setRange] = useState<AnalyticsRange>('year');
  const query = useFinancingAnalytics(range);
  return (
    <Stack gap="md">
      <SegmentedControl
        aria-label="Time range"
        value={range}
        onChange={(value) => setRange(value as AnalyticsRange)}
        data={RANGES}
        w="fit-content"
      />
      {query.isPending ? (
        <RecordsLoading label="Loading analytics" rows={6} />
      ) : query.isError ? (
        <RecordsError
          message={FINANCING_MESSAGES.analyticsFailed}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <Sections data={query.data} />
      )}
    </Stack>
  );
}
