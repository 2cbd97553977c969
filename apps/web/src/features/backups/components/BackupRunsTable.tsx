import { Badge, Table, Text } from '@mantine/core';
import type { BackupRun } from '@fleetdesk/contract/backups';
import { formatDateTime, formatFileSize } from '../../../lib/format';

const TRIGGERS: Record<BackupRun['trigger'], string> = {
  nightly: 'Nightly',
  command: 'Command line',
};

/** The latest backups: when, how, the result, size, verified, rows and files. */
export function BackupRunsTable({ runs }: { runs: BackupRun[] }) {
  if (runs.length === 0) return <Text c="dimmed">No backups yet</Text>;
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
                {run.status === 'ok' ? (
                  <Badge color="green">Made</Badge>
                ) : (
                  <Badge color="red">Failed</Badge>
                )}
                {run.error && (
                  <Text size="xs" c="red">
                    {run.error}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{run.size_bytes === null ? '—' : formatFileSize(run.size_bytes)}</Table.Td>
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
