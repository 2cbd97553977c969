import { Badge, Table, Text } from '@mantine/core';
import dayjs from 'dayjs';
import type { ReminderRun } from '@fleetdesk/contract/reminders';

const TRIGGERS: Record<ReminderRun['trigger'], string> = {
  schedule: 'Daily schedule',
  cli: 'Command line',
  manual: 'Run now',
};

const when = (iso: string | null) => (iso ? dayjs(iso).format('YYYY-MM-DD HH:mm:ss') : '—');

/** The latest runs: started, finished, items, mails sent, failures. */
export function ReminderRunsTable({ runs }: { runs: ReminderRun[] }) {
  if (runs.length === 0) return <Text c="dimmed">No reminder runs yet</Text>;
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped aria-label="Reminder runs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Started</Table.Th>
            <Table.Th>Finished</Table.Th>
            <Table.Th>Trigger</Table.Th>
            <Table.Th>Items</Table.Th>
            <Table.Th>Notifications</Table.Th>
            <Table.Th>E-mails queued</Table.Th>
            <Table.Th>E-mails sent</Table.Th>
            <Table.Th>Failures</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {runs.map((run) => (
            <Table.Tr key={run.id}>
              <Table.Td>{when(run.started_at)}</Table.Td>
              <Table.Td>
                {run.finished_at ? when(run.finished_at) : <Badge color="blue">Running</Badge>}
              </Table.Td>
              <Table.Td>{TRIGGERS[run.trigger]}</Table.Td>
              <Table.Td>{run.items}</Table.Td>
              <Table.Td>{run.notifications}</Table.Td>
              <Table.Td>{run.mails_queued}</Table.Td>
              <Table.Td>{run.mails_sent}</Table.Td>
              <Table.Td>
                {run.failures}
                {run.error && (
                  <Text size="xs" c="red">
                    {run.error}
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
