import { FINANCING_MESSAGES } from '@fleetdesk/contract/financing';
import { displayCents } from '@fleetdesk/contract/money';
import { Badge, Group, Paper, SegmentedControl, Stack, Text, Timeline } from '@mantine/core';
import { IconCash } from '@tabler/icons-react';
import { useState } from 'react';
import { formatDate, formatUsd } from '../../../../lib/format';
import { RecordsEmpty, RecordsError, RecordsLoading } from '../../../../lib/ui/RecordsStates';
import { usePaymentHistory } from '../../api/get-payment-history';

type Order = 'newest' | 'oldest';

/** Spec 2: the payment history timeline, newest or oldest first, with total paid and count. */
export function PaymentHistoryTimeline({ financingId }: { financingId: number }) {
  const query = usePaymentHistory(financingId);
  const [order, setOrder] = useState<Order>('newest');

  if (query.isPending) return <RecordsLoading label="Loading payment history" />;
  if (query.isError)
    return (
      <RecordsError
        message={FINANCING_MESSAGES.historyFailed}
        onRetry={() => void query.refetch()}
      />
    );

  const { payments, total_paid, payment_count } = query.data;
  // The server sends newest first.
  const shown = order === 'newest' ? payments : [...payments].reverse();

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Group gap="lg">
          <Paper withBorder p="xs" radius="md">
            <Text size="xs" c="dimmed">
              Total Paid (late fees included)
            </Text>
            <Text fw={700}>{formatUsd(total_paid)}</Text>
          </Paper>
          <Paper withBorder p="xs" radius="md">
            <Text size="xs" c="dimmed">
              Payments
            </Text>
            <Text fw={700}>{payment_count}</Text>
          </Paper>
        </Group>
        <SegmentedControl
          aria-label="Order of payments"
          value={order}
          onChange={(value) => setOrder(value as Order)}
          data={[
            { value: 'newest', label: 'Newest first' },
            { value: 'oldest', label: 'Oldest first' },
          ]}
        />
      </Group>
      {shown.length === 0 ? (
        <RecordsEmpty title="No payments recorded yet" />
      ) : (
        <Timeline active={shown.length} bulletSize={22} lineWidth={2} aria-label="Payment history">
          {shown.map((p) => (
            <Timeline.Item
              key={p.id}
              bullet={<IconCash size={12} aria-hidden />}
              color={p.is_late ? 'red' : 'green'}
              title={
                <Group gap="xs">
                  <Text fw={600}>{formatUsd(p.total_payment)}</Text>
                  <Badge size="sm" variant="light" color={p.is_late ? 'red' : 'green'}>
                    {p.is_late ? 'Late' : 'On Time'}
                  </Badge>
                </Group>
              }
            >
              <Text size="sm">
                {`${formatDate(p.payment_date) ?? p.payment_date} · ${p.payment_method_display}${
                  p.reference_number === '' ? '' : ` · ${p.reference_number}`
                }`}
              </Text>
              {(displayCents(p.late_fee) ?? 0n) > 0n && (
                <Text size="xs" c="red">{`Includes ${formatUsd(p.late_fee)} late fee`}</Text>
              )}
              {p.notes !== '' && (
                <Text size="xs" c="dimmed">
                  {p.notes}
                </Text>
              )}
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Stack>
  );
}
