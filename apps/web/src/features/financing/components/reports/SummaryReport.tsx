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
      <Table.ScrollContainer minWidth={720}>
        <Table striped highlightOnHover>
          <Table.Caption>Sorted by monthly payment, highest first</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Vehicle</Table.Th>
              <Table.Th>Company</Table.Th>
              <Table.Th>Type</Table.Th>
              <Table.Th ta="right">Monthly Payment</Table.Th>
              <Table.Th>Term</Table.Th>
              <Table.Th ta="right">Total Paid</Table.Th>
              <Table.Th>Status</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {results.map((r) => (
              <Table.Tr key={r.id}>
                <Table.Td>{r.vehicle_description || '—'}</Table.Td>
                <Table.Td>{r.company_name || '—'}</Table.Td>
                <Table.Td>{FINANCING_TYPE_LABELS[r.financing_type]}</Table.Td>
                <Table.Td ta="right">{formatUsd(r.monthly_payment)}</Table.Td>
                <Table.Td>
                  {`${formatDate(r.start_date) ?? '—'} – ${formatDate(r.end_date) ?? 'open'}`}
                </Table.Td>
                <Table.Td ta="right">{formatUsd(r.total_paid)}</Table.Td>
                <Table.Td>
                  <Badge color={STATUS_COLORS[r.status]} variant="light">
                    {r.status}
                  </Badge>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th colSpan={3}>{`Totals (${totals.count})`}</Table.Th>
              <Table.Th ta="right">{`${formatUsd(totals.monthly_total) ?? ''} active`}</Table.Th>
              <Table.Th />
              <Table.Th ta="right">{formatUsd(totals.total_paid)}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
