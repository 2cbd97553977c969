import { Alert, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import type { BackupStatus } from '@fleetdesk/contract/backups';
import { formatDateTime, formatFileSize } from '../../../lib/format';
import { LoadFailedAlert } from '../../../lib/ui/LoadFailedAlert';
import { useBackupStatus } from '../api/get-backup-status';
import { BackupRunsTable } from './BackupRunsTable';

export const BACKUPS_LOAD_FAILED = 'Failed to load the backups';
export const NO_BACKUP_YET = 'No backup has been made yet.';
export const LAST_BACKUP_FAILED = 'The last backup failed';

/** A nightly backup older than this (a day and a half) means one was missed. */
const STALE_MS = 36 * 3_600_000;

function scheduleText({ hour, keep, destination }: BackupStatus) {
  const where = destination === 's3' ? 'in the S3 store' : "on the server's disk";
  if (hour === null)
    return `This server makes no nightly backup (BACKUP_HOUR=off); the newest ${keep} made are kept ${where}.`;
  return `Nightly from ${String(hour).padStart(2, '0')}:00, server time; the newest ${keep} are kept ${where}.`;
}

/** The latest backup's state, in one line a person acts on. */
function LastBackup({ runs, now }: { runs: BackupStatus['runs']; now: number }) {
  const latest = runs[0];
  const good = runs.find((r) => r.status === 'ok');
  if (latest && latest.status === 'failed')
    return (
      <Alert
        color="red"
        title={LAST_BACKUP_FAILED}
        icon={<IconAlertCircle size={18} aria-hidden />}
      >
        {formatDateTime(latest.started_at)}.{' '}
        {good
          ? `The last good backup is of ${formatDateTime(good.started_at)}.`
          : 'No backup has been made yet.'}
      </Alert>
    );
  if (!good)
    return (
      <Alert color="yellow" icon={<IconAlertTriangle size={18} aria-hidden />}>
        {NO_BACKUP_YET}
      </Alert>
    );
  const stale = now - new Date(good.started_at).getTime() > STALE_MS;
  const text = `Last backup: ${formatDateTime(good.started_at)}, ${formatFileSize(good.size_bytes ?? 0)}, ${good.verified ? 'verified' : 'not verified'}.`;
  return (
    <Alert
      color={stale ? 'yellow' : 'green'}
      icon={
        stale ? (
          <IconAlertTriangle size={18} aria-hidden />
        ) : (
          <IconCircleCheck size={18} aria-hidden />
        )
      }
    >
      {text}
      {stale && ' That is more than a day and a half ago.'}
    </Alert>
  );
}

/** Backups on the diagnostics page: the schedule, the last backup, the latest runs. */
export function BackupsCard() {
  const status = useBackupStatus();
  // The page's moment, read once: a backup's age is judged against it.
  const [now] = useState(() => Date.now());
  let body;
  if (status.isPending) {
    body = (
      <Group gap="xs" role="status">
        <Loader size="sm" />
        <Text>Loading backups...</Text>
      </Group>
    );
  } else if (status.isError) {
    body = <LoadFailedAlert title={BACKUPS_LOAD_FAILED} onRetry={() => void status.refetch()} />;
  } else {
    body = (
      <Stack gap="sm">
        <LastBackup runs={status.data.runs} now={now} />
        <Text size="sm">{scheduleText(status.data)}</Text>
        <BackupRunsTable runs={status.data.runs} />
      </Stack>
    );
  }
  return (
    <Card withBorder radius="md" component="section" aria-labelledby="diag-backups">
      <Stack gap="sm">
        <Title order={2} size="h4" id="diag-backups">
          Backups
        </Title>
        {body}
      </Stack>
    </Card>
  );
}
