import { Badge, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { FINANCING_MESSAGES } from '@fleetdesk/contract/financing';
import {
  FINANCING_TYPE_LABELS,
  type FinancingSummaryQuery,
  type FinancingSummaryRow,
} from '@fleetdesk/contract/financing-export';
import { formatDate, formatUsd } from '../../../../lib/format';
import { LoadFailedAlert } from '../../../../lib/ui/LoadFailedAlert';
import { RecordsEmpty, RecordsLoading } from '../../../../lib/ui/RecordsStates';
import { ResponsiveTable, type Column } from '../../../../lib/ui/ResponsiveTable';
import { useFinancingSummary } from '../../api/get-financing-summary';

const STATUS_COLORS: Record<FinancingSummaryRow['status'], string> = {
  Active: 'green',
  Completed: 'blue',
  Inactive: 'gray',
};

function Tile({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder p="sm" radius="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={700} size="lg">
        {value}
      </Text>
    </Paper>
  );
}

const COLUMNS: Column<FinancingSummaryRow>[] = [
  { header: 'Vehicle', cell: (r) => r.vehicle_description || '—', card: 'title' },
  { header: 'Company', cell: (r) => r.company_name || '—' },
  { header: 'Type', cell: (r) => FINANCING_TYPE_LABELS[r.financing_type] },
  { header: 'Monthly Payment', cell: (r) => formatUsd(r.monthly_payment), align: 'right' },
  {
    header: 'Term',
    cell: (r) => `${formatDate(r.start_date) ?? '—'} – ${formatDate(r.end_date) ?? 'open'}`,
  },
  { header: 'Total Paid', cell: (r) => formatUsd(r.total_paid), align: 'right' },
  {
    header: 'Status',
    cell: (r) => (
      <Badge color={STATUS_COLORS[r.status]} variant="light">
        {r.status}
      </Badge>
    ),
    card: 'badge',
  },
];

/** The Summary view: financings by monthly payment, highest first, with their totals. */
export function SummaryReport({ filters }: { filters: FinancingSummaryQuery }) {
  const summary = useFinancingSummary(filters);
  if (summary.isPending) return <RecordsLoading label="Loading summary report" />;
  if (summary.isError)
    return (
      <LoadFailedAlert
        title={FINANCING_MESSAGES.loadFailed}
        onRetry={() => void summary.refetch()}
      />
    );
  const { results, totals } = summary.data;
  if (results.length === 0)
    return (
      <RecordsEmpty
        title="No financing arrangements"
        description="Nothing matches these filters yet."
      />
    );
  return (
    <Stack>
      <SimpleGrid cols={{ base: 2, md: 4 }}>
        <Tile label="Arrangements" value={`${totals.count} (${totals.active_count} active)`} />
        <Tile label="Monthly total, active" value={formatUsd(totals.monthly_total) ?? '—'} />
        <Tile label="Annual total, active" value={formatUsd(totals.annual_total) ?? '—'} />
        <Tile label="Total paid (late fees included)" value={formatUsd(totals.total_paid) ?? '—'} />
      </SimpleGrid>
      <ResponsiveTable
        label="Summary report"
        caption="Sorted by monthly payment, highest first"
        columns={COLUMNS}
        rows={results}
        rowKey={(r) => r.id}
        minWidth={720}
        table={{ striped: true, highlightOnHover: true }}
        footer={
          <Table.Tr>
            <Table.Th colSpan={3}>{`Totals (${totals.count})`}</Table.Th>
            <Table.Th ta="right">{`${formatUsd(totals.monthly_total) ?? ''} active`}</Table.Th>
            <Table.Th />
            <Table.Th ta="right">{formatUsd(totals.total_paid)}</Table.Th>
            <Table.Th />
          </Table.Tr>
        }
      />
    </Stack>
  );
}
