import { Badge, Text } from '@mantine/core';
import type { BackupRun } from '@fleetdesk/contract/backups';
import { formatDateTime, formatFileSize } from '../../../lib/format';
import { ResponsiveTable, type Column } from '../../../lib/ui/ResponsiveTable';

const TRIGGERS: Record<BackupRun['trigger'], string> = {
  nightly: 'Nightly',
  command: 'Command line',
};

const COLUMNS: readonly Column<BackupRun>[] = [
  { header: 'Started', cell: (run) => formatDateTime(run.started_at), card: 'title' },
  { header: 'Trigger', cell: (run) => TRIGGERS[run.trigger] },
  {
    header: 'Result',
    card: 'badge',
    cell: (run) => (
      <>
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
      </>
    ),
  },
  {
    header: 'Size',
    cell: (run) => (run.size_bytes === null ? '—' : formatFileSize(run.size_bytes)),
  },
  { header: 'Verified', cell: (run) => (run.verified ? 'Yes' : 'No') },
  { header: 'Rows', cell: (run) => run.rows ?? '—', align: 'right' },
  { header: 'Files', cell: (run) => run.files ?? '—', align: 'right' },
];

/** The latest backups: when, how, the result, size, verified, rows and files (cards on a phone). */
export function BackupRunsTable({ runs }: { runs: BackupRun[] }) {
  if (runs.length === 0) return <Text c="dimmed">No backups yet</Text>;
  return (
    <ResponsiveTable
      label="Backups"
      columns={COLUMNS}
      rows={runs}
      rowKey={(run) => run.id}
      minWidth={640}
      table={{ striped: true }}
    />
  );
}
