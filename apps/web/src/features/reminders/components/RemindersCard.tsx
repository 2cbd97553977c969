import { Alert, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconMailCheck, IconMailOff } from '@tabler/icons-react';
import { useState } from 'react';
import { REMINDER_MESSAGES, type ReminderStatus } from '@fleetdesk/contract/reminders';
import { failureDetail } from '../../../lib/form';
import { canDo, usePermissions } from '../../../lib/permissions';
import { useReminderStatus } from '../api/get-reminder-status';
import { useRunReminders } from '../api/run-reminders';
import { ReminderRunsTable } from './ReminderRunsTable';

export const REMINDERS_LOAD_FAILED = 'Failed to load reminder runs';
export const RUN_FAILED = 'Failed to start the reminders';

function scheduleText(hour: number | null) {
  if (hour === null)
    return 'This server does not schedule the reminders (REMINDER_HOUR=off): another server or the command line runs them.';
  return `Runs every day from ${String(hour).padStart(2, '0')}:00, server time.`;
}

function outboxText({ outbox }: ReminderStatus) {
  const waiting = `${outbox.pending} e-mail${outbox.pending === 1 ? '' : 's'} waiting`;
  const failed =
    outbox.failed_attempts > 0 ? ` (${outbox.failed_attempts} after a failed attempt)` : '';
  return `Outbox: ${waiting}${failed}, ${outbox.sent} sent.`;
}

/** Daily Reminders on the diagnostics page: e-mail set up or not, the outbox, runs, run now. */
export function RemindersCard() {
  // The run started from here: poll until a newer run than `after` has finished.
  const [awaiting, setAwaiting] = useState<{ after: number } | null>(null);
  const status = useReminderStatus(awaiting !== null);
  const permissions = usePermissions('base');
  const run = useRunReminders();
  const latest = status.data?.runs[0];
  if (awaiting && latest && latest.id > awaiting.after && latest.finished_at) setAwaiting(null);
  const canRun =
    permissions.data !== undefined &&
    canDo(
      { permissions: permissions.data.permissions, isSuperuser: permissions.data.is_superuser },
      'canManageShopSettings',
    );

  let body;
  if (status.isPending) {
    body = (
      <Group gap="xs" role="status">
        <Loader size="sm" />
        <Text>Loading reminder runs...</Text>
      </Group>
    );
  } else if (status.isError) {
    body = (
      <Alert
        color="red"
        title={REMINDERS_LOAD_FAILED}
        icon={<IconAlertCircle size={18} aria-hidden />}
        role="alert"
      >
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{failureDetail(status.error, 'The server did not answer.')}</Text>
          <Button size="xs" variant="light" onClick={() => void status.refetch()}>
            Retry
          </Button>
        </Stack>
      </Alert>
    );
  } else {
    const data = status.data;
    body = (
      <Stack gap="sm">
        {data.email_configured ? (
          <Alert color="green" icon={<IconMailCheck size={18} aria-hidden />}>
            E-mail is configured: reminder e-mails are sent through SMTP.
          </Alert>
        ) : (
          <Alert color="yellow" icon={<IconMailOff size={18} aria-hidden />}>
            {REMINDER_MESSAGES.emailNotConfigured}
          </Alert>
        )}
        <Text size="sm">{scheduleText(data.reminder_hour)}</Text>
        <Text size="sm">{outboxText(data)}</Text>
        <ReminderRunsTable runs={data.runs} />
      </Stack>
    );
  }

  return (
    <Card withBorder radius="md" component="section" aria-labelledby="diag-reminders">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4" id="diag-reminders">
            Daily Reminders
          </Title>
          <Button
            onClick={() => {
              setAwaiting({ after: latest?.id ?? 0 });
              run.mutate(undefined, { onError: () => setAwaiting(null) });
            }}
            loading={run.isPending || awaiting !== null}
            disabled={!canRun}
            aria-describedby={canRun ? undefined : 'reminders-run-hint'}
          >
            Run reminders now
          </Button>
        </Group>
        {!canRun && permissions.data && (
          <Text size="sm" c="dimmed" id="reminders-run-hint">
            Running the reminders needs the permission to manage shop settings.
          </Text>
        )}
        {run.isSuccess && awaiting !== null && (
          <Text size="sm" role="status">
            {run.data.detail}
          </Text>
        )}
        {run.isError && (
          <Alert color="red" role="alert" title={RUN_FAILED}>
            {failureDetail(run.error, 'The server did not answer.')}
          </Alert>
        )}
        {body}
      </Stack>
    </Card>
  );
}
