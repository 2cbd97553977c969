import {
  AGING_BUCKETS,
  AGING_BUCKET_LABELS,
  type AgingRow,
} from '@fleetdesk/contract/loaner-invoices';
import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatUsd } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { showToast } from '../../../lib/toast';
import { LoadFailedAlert } from '../../../lib/ui/LoadFailedAlert';
import { RecordsEmpty, RecordsLoading } from '../../../lib/ui/RecordsStates';
import { ResponsiveTable, type Column } from '../../../lib/ui/ResponsiveTable';
import { RECEIVABLES_LOAD_FAILED, useDownloadReceivables, useReceivables } from '../api/invoices';
import { LoanersHeader } from '../components/LoanersHeader';

export const DOWNLOAD_FAILED = 'Could not download the receivables';

type Named = AgingRow & { name: string };

/** The aging columns after the name: open, then each bucket, amounts to the right. */
function columns<T extends Named>(name: Column<T>): Column<T>[] {
  return [
    name,
    { header: 'Open', align: 'right', card: 'badge', cell: (r) => formatUsd(r.open) },
    ...AGING_BUCKETS.map((b): Column<T> => ({
      header: AGING_BUCKET_LABELS[b],
      align: 'right',
      cell: (r) => formatUsd(r[b]),
    })),
  ];
}

const INSURER_COLUMNS = columns<Named & { insurer: number }>({
  header: 'Insurer',
  card: 'title',
  cell: (r) => (
    <Anchor component={Link} to={`${paths.loaners.invoices}?insurer=${r.insurer}`} fw={600}>
      {r.name}
    </Anchor>
  ),
});
const CUSTOMER_COLUMNS = columns<Named & { customer: number }>({
  header: 'Customer',
  card: 'title',
  cell: (r) => (
    <Anchor component={Link} to={paths.loaners.customer(r.customer)} fw={600}>
      {r.name}
    </Anchor>
  ),
});

function Section<T extends Named>(props: {
  title: string;
  note?: string;
  empty: string;
  rows: readonly T[];
  columns: Column<T>[];
  rowKey: (row: T) => number;
}) {
  return (
    <Stack gap="xs">
      <Title order={2} size="h3">
        {props.title}
      </Title>
      {props.note && (
        <Text size="xs" c="dimmed">
          {props.note}
        </Text>
      )}
      {props.rows.length === 0 ? (
        <Text c="dimmed" size="sm">
          {props.empty}
        </Text>
      ) : (
        <ResponsiveTable
          label={props.title}
          columns={props.columns}
          rows={props.rows}
          rowKey={props.rowKey}
          minWidth={720}
        />
      )}
    </Stack>
  );
}

/** Issue 36: what insurers and customers owe at /loaners/receivables, aged, with the files. */
export default function ReceivablesScreen() {
  const query = useReceivables();
  const download = useDownloadReceivables();
  const save = (format: 'csv' | 'xlsx') =>
    download.mutate(format, {
      onError: () => showToast({ type: 'error', title: DOWNLOAD_FAILED, message: DOWNLOAD_FAILED }),
    });
  const r = query.data;
  return (
    <Stack gap="md">
      <LoanersHeader
        title="Receivables"
        description="What insurers and customers owe, by how long it has been open."
        actions={
          <Group gap="sm">
            {(['csv', 'xlsx'] as const).map((format) => (
              <Button
                key={format}
                variant="default"
                leftSection={<IconDownload size={16} aria-hidden />}
                loading={download.isPending && download.variables === format}
                onClick={() => save(format)}
              >
                {format.toUpperCase()}
              </Button>
            ))}
          </Group>
        }
      />
      {query.isPending ? (
        <RecordsLoading label="Loading the receivables" rows={5} />
      ) : query.isError || !r ? (
        <LoadFailedAlert title={RECEIVABLES_LOAD_FAILED} onRetry={() => void query.refetch()} />
      ) : r.insurers.length === 0 && r.customers.length === 0 ? (
        <RecordsEmpty
          title="Nothing is owed"
          description="Returned loans with a balance show here, aged from their invoice or their return."
        />
      ) : (
        <>
          <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm">
            {(['open', ...AGING_BUCKETS] as const).map((key) => (
              <Paper key={key} withBorder p="sm" radius="md">
                <Text size="xs" c="dimmed">
                  {key === 'open' ? 'Open in total' : AGING_BUCKET_LABELS[key]}
                </Text>
                <Text fw={700} size="lg">
                  {formatUsd(r.totals[key])}
                </Text>
              </Paper>
            ))}
          </SimpleGrid>
          <Section
            title="Insurers"
            note="Invoices age from their issue date; returned loans not yet invoiced from their return."
            empty="No insurer owes anything."
            rows={r.insurers}
            columns={INSURER_COLUMNS}
            rowKey={(row) => row.insurer}
          />
          <Section
            title="Customers"
            empty="No customer owes anything."
            rows={r.customers}
            columns={CUSTOMER_COLUMNS}
            rowKey={(row) => row.customer}
          />
        </>
      )}
    </Stack>
  );
}
