import { Badge, Group, Paper, Stack, Table, Text } from '@mantine/core';
import type { BackupRun } from '@fleetdesk/contract/backups';
import { formatDateTime, formatFileSize } from '../../../lib/format';
import { usePhone } from '../../../lib/ui/phone';

const TRIGGERS: Record<BackupRun['trigger'], string> = {
  nightly: 'Nightly',
  command: 'Command line',
};

const size = (run: BackupRun) => (run.size_bytes === null ? '—' : formatFileSize(run.size_bytes));

function Result({ run }: { run: BackupRun }) {
  return (
    <>
      {run.status === 'ok' ? <Badge color="green">Made</Badge> : <Badge color="red">Failed</Badge>}
      {run.error && (
        <Text size="xs" c="red">
          {run.error}
        </Text>
      )}
    </>
  );
}

/** On a phone each backup is a card: a table would scroll sideways. */
function BackupRunCards({ runs }: { runs: BackupRun[] }) {
  return (
    <Stack gap="xs" role="list" aria-label="Backups">
      {runs.map((run) => (
        <Paper key={run.id} withBorder p="sm" role="listitem">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Stack gap={2}>
              <Text size="sm" fw={600}>
                {formatDateTime(run.started_at)}
              </Text>
              <Text size="sm" c="dimmed">
                {TRIGGERS[run.trigger]} · {size(run)}
                {run.verified ? ' · verified' : ''}
              </Text>
              {run.rows !== null && (
                <Text size="sm" c="dimmed">
                  {run.rows} rows, {run.files} files
                </Text>
              )}
            </Stack>
            <Stack gap={2} align="flex-end">
              <Result run={run} />
            </Stack>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}

/** The latest backups: when, how, the result, size, verified, rows and files. */
export function BackupRunsTable({ runs }: { runs: BackupRun[] }) {
  const phone = usePhone();
  if (runs.length === 0) return <Text c="dimmed">No backups yet</Text>;
  if (phone) return <BackupRunCards runs={runs} />;
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped aria-label="Backups">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Started</Table.Th>
            <Table.Th>Trigger</Table.Th>
            <Table.Th>Result</Table.Th>
            <Table.Th>Size</Table.Th>
            <Table.Th>Verified</Table.Th>
            <Table.Th>Rows</Table.Th>
            <Table.Th>Files</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {runs.map((run) => (
            <Table.Tr key={run.id}>
              <Table.Td>{formatDateTime(run.started_at)}</Table.Td>
              <Table.Td>{TRIGGERS[run.trigger]}</Table.Td>
              <Table.Td>
                <Result run={run} />
              </Table.Td>
              <Table.Td>{size(run)}</Table.Td>
              <Table.Td>{run.verified ? 'Yes' : 'No'}</Table.Td>
              <Table.Td>{run.rows ?? '—'}</Table.Td>
              <Table.Td>{run.files ?? '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
