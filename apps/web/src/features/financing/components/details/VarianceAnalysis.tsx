import {
  FINANCING_MESSAGES,
  type VariancePeriod,
  type VarianceReply,
} from '@fleetdesk/contract/financing';
import { displayCents } from '@fleetdesk/contract/money';
import {
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { formatDate, formatUsd } from '../../../../lib/format';
import { RecordsEmpty, RecordsLoading } from '../../../../lib/ui/RecordsStates';
import { ResponsiveTable, type Column } from '../../../../lib/ui/ResponsiveTable';
import { useVariance } from '../../api/get-variance';
import { VARIANCE_STATUS_BADGES } from '../financing-labels';

const PERIODS: { value: VariancePeriod; label: string }[] = [
  { value: 'last6months', label: 'Last 6 Months' },
  { value: 'last12months', label: 'Last 12 Months' },
  { value: 'all', label: 'All Time' },
];

/** Spec 2 section 4: a variance percentage under 1 is good (in hundredths, as percentOf writes it). */
function percentIsGood(percent: string): boolean {
  const hundredths = displayCents(percent);
  return hundredths !== null && hundredths > -100n && hundredths < 100n;
}

function Tile({ label, value, good }: { label: string; value: string; good?: boolean }) {
  return (
    <Paper withBorder p="sm" radius="md">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} c={good === undefined ? undefined : good ? 'green' : 'red'}>
        {value}
      </Text>
    </Paper>
  );
}

/** Spec 2 section 4: days variance up to 5 is good; the average of the months with a payment. */
export const DAYS_VARIANCE_GOOD = 5;

export function averageDaysVariance(rows: VarianceReply['rows']): number | null {
  const days = rows.flatMap((r) => (r.days_variance === null ? [] : [r.days_variance]));
  if (days.length === 0) return null;
  return Math.round((days.reduce((a, b) => a + b, 0) / days.length) * 10) / 10;
}

function Summary({
  summary,
  rows,
}: {
  summary: VarianceReply['summary'];
  rows: VarianceReply['rows'];
}) {
  const issues = summary.late + summary.missing;
  const days = averageDaysVariance(rows);
  return (
    <SimpleGrid cols={{ base: 2, sm: 4, md: 7 }} spacing="sm">
      <Tile label="Scheduled" value={formatUsd(summary.scheduled_total) ?? '—'} />
      <Tile label="Paid (late fees not included)" value={formatUsd(summary.actual_total) ?? '—'} />
      <Tile label="Variance" value={formatUsd(summary.variance_total) ?? '—'} />
      <Tile
        label="Variance %"
        value={`${summary.variance_percentage}%`}
        good={percentIsGood(summary.variance_percentage)}
      />
      <Tile label="On Time" value={String(summary.on_time)} />
      <Tile label="Late or Missing" value={String(issues)} good={issues === 0} />
      <Tile
        label="Avg. Days Variance"
        value={days === null ? '—' : `${days > 0 ? '+' : ''}${days} days`}
        good={days === null ? undefined : Math.abs(days) <= DAYS_VARIANCE_GOOD}
      />
    </SimpleGrid>
  );
}

type Month = VarianceReply['rows'][number];

const MONTH_COLUMNS: Column<Month>[] = [
  { header: 'Scheduled Date', cell: (row) => formatDate(row.scheduled_date), card: 'title' },
  { header: 'Scheduled Amount', cell: (row) => formatUsd(row.scheduled_amount) },
  { header: 'Actual Amount', cell: (row) => formatUsd(row.actual_amount) },
  { header: 'Actual Date', cell: (row) => formatDate(row.actual_date) ?? '—' },
  { header: 'Variance', cell: (row) => formatUsd(row.variance) },
  { header: 'Variance %', cell: (row) => `${row.variance_percentage}%` },
  {
    header: 'Days Variance',
    cell: (row) => (row.days_variance === null ? '—' : String(row.days_variance)),
  },
  {
    header: 'Status',
    cell: (row) => {
      const badge = VARIANCE_STATUS_BADGES[row.status];
      return (
        <Badge color={badge.color} variant="light">
          {badge.label}
        </Badge>
      );
    },
    card: 'badge',
  },
];

function Rows({ rows }: { rows: Month[] }) {
  return (
    <ResponsiveTable
      label="Payment variance by month"
      columns={MONTH_COLUMNS}
      rows={rows}
      rowKey={(row) => row.scheduled_date}
      minWidth={760}
      table={{ striped: true }}
    />
  );
}

/** Spec 2, variance analysis panel: period choice, summary tiles and the month table. */
export function VarianceAnalysis({ financingId }: { financingId: number }) {
  const [period, setPeriod] = useState<VariancePeriod>('last6months');
  const query = useVariance(financingId, period);

  return (
    <Stack gap="md">
      <SegmentedControl
        aria-label="Variance period"
        value={period}
        onChange={(value) => setPeriod(value as VariancePeriod)}
        data={PERIODS}
      />
      {query.isPending ? (
        <RecordsLoading label="Loading payment variance" />
      ) : query.isError ? (
        <Alert
          color="red"
          icon={<IconAlertCircle size={18} aria-hidden />}
          title={FINANCING_MESSAGES.varianceFailed}
        >
          <Text size="sm">{query.error.message}</Text>
          <Button
            mt="sm"
            size="xs"
            variant="light"
            color="red"
            onClick={() => void query.refetch()}
          >
            Try again
          </Button>
        </Alert>
      ) : (
        <>
          <Summary summary={query.data.summary} rows={query.data.rows} />
          {query.data.rows.length === 0 ? (
            <RecordsEmpty
              title="No scheduled payments in this period"
              description="Months appear once a payment is due or recorded."
            />
          ) : (
            <Rows rows={query.data.rows} />
          )}
          {query.data.unscheduled.length > 0 && (
            <Group gap="xs">
              <Text size="sm" c="dimmed">
                {`${query.data.unscheduled.length} payment(s) not matched to a scheduled date`}
              </Text>
            </Group>
          )}
        </>
      )}
    </Stack>
  );
}
