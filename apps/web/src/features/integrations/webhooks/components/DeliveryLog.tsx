import { Badge, Code, Group, Pagination, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { FIRST_PAGE } from '../../../../lib/pagination';
import { RecordsEmpty, RecordsError, RecordsLoading } from '../../../../lib/ui/RecordsStates';
import { DELIVERIES_LOAD_FAILED, useDeliveries } from '../api/get-deliveries';
import { DELIVERY_STATUS, responseText, timeText } from './delivery-status';

/** An endpoint's delivery log, newest first, a page at a time. */
export function DeliveryLog({ webhookId }: { webhookId: number }) {
  const [page, setPage] = useState(FIRST_PAGE);
  const query = useDeliveries(webhookId, page);
  if (query.isPending) return <RecordsLoading label="Loading the delivery log" rows={2} />;
  if (query.isError)
    return <RecordsError message={DELIVERIES_LOAD_FAILED} onRetry={() => void query.refetch()} />;
  const { results, total_pages } = query.data;
  if (results.length === 0)
    return (
      <RecordsEmpty
        title="No deliveries yet"
        description="Events this endpoint chose, and tests, are listed here once sent."
      />
    );
  return (
    <Stack gap="xs" aria-label="Delivery log">
      {results.map((d) => (
        <Paper key={d.id} withBorder p="xs" radius="sm">
          <Group gap="xs" wrap="wrap" justify="space-between">
            <Group gap="xs" wrap="wrap">
              <Code>{d.event_type}</Code>
              <Badge color={DELIVERY_STATUS[d.status].color} variant="light">
                {DELIVERY_STATUS[d.status].label}
              </Badge>
              <Text size="sm">{responseText(d.response_code)}</Text>
              <Text size="sm" c="dimmed">
                {d.attempts === 1 ? '1 attempt' : `${d.attempts} attempts`}
              </Text>
            </Group>
            <Text
              size="sm"
              c="dimmed"
              component="time"
              dateTime={d.last_attempt_at ?? d.created_at}
            >
              {timeText(d.last_attempt_at ?? d.created_at)}
            </Text>
          </Group>
          {d.last_error && d.status !== 'delivered' && (
            <Text size="xs" c="dimmed" mt={4} style={{ overflowWrap: 'anywhere' }}>
              {d.last_error}
              {d.next_attempt_at && ` · next attempt ${timeText(d.next_attempt_at)}`}
            </Text>
          )}
        </Paper>
      ))}
      {total_pages > 1 && (
        <Pagination
          total={total_pages}
          value={page}
          onChange={setPage}
          size="sm"
          getControlProps={(control) => ({ 'aria-label': `${control} page` })}
        />
      )}
    </Stack>
  );
}
