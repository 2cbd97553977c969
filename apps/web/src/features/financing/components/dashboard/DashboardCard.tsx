import type { Financing } from '@fleetdesk/contract/financing';
import type { CardStatusKind } from '@fleetdesk/contract/rules/financing-card-status';
import { financingCardStatus } from '@fleetdesk/contract/rules/financing-card-status';
import { Badge, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatDate, formatUsd } from '../../../../lib/format';

const STATUS_COLORS: Record<CardStatusKind, string> = {
  completed: 'gray',
  inactive: 'gray',
  overdue: 'red',
  late: 'orange',
  upcoming: 'yellow',
  current: 'green',
};

type Props = {
  financing: Financing;
  today: string;
  canRecordPayment: boolean;
  onDetails: () => void;
  onRecordPayment: () => void;
};

/** Spec 2, dashboard card: the arrangement, its status (section 4) and its two actions. */
export function DashboardCard({ financing: f, today, canRecordPayment, ...actions }: Props) {
  const status = financingCardStatus(f, today);
  const vehicles =
    f.vehicle_count > 1
      ? `${f.vehicle_description} +${f.vehicle_count - 1} more`
      : f.vehicle_description;
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={vehicles}>
      <Stack gap="xs">
        <Stack gap={4} align="flex-start">
          <Text fw={600}>{vehicles}</Text>
          <Text size="sm" c="dimmed">
            {`${f.financing_type_display} · ${f.company_name}`}
          </Text>
          {/* Below the title: '2 missing payments (38 days overdue)' needs the card's width. */}
          <Badge color={STATUS_COLORS[status.kind]} variant="light" maw="100%">
            {status.label}
          </Badge>
        </Stack>
        <SimpleGrid cols={2} spacing={4}>
          <Text size="sm" c="dimmed">
            Monthly Payment
          </Text>
          <Text size="sm" fw={500}>
            {formatUsd(f.monthly_payment)}
          </Text>
          <Text size="sm" c="dimmed">
            End Date
          </Text>
          <Text size="sm" fw={500}>
            {formatDate(f.end_date) ?? 'None'}
          </Text>
          <Text size="sm" c="dimmed">
            Total Paid
          </Text>
          <Text size="sm" fw={500}>
            {formatUsd(f.total_amount_paid)}
          </Text>
          {status.due_date && (
            <>
              <Text size="sm" c="dimmed">
                Next Due
              </Text>
              <Text size="sm" fw={500}>
                {formatDate(status.due_date)}
              </Text>
            </>
          )}
        </SimpleGrid>
        <Group gap="xs" justify="flex-end">
          <Button
            size="xs"
            variant="default"
            onClick={actions.onDetails}
            aria-label={`View details of ${vehicles}`}
          >
            View Details
          </Button>
          {canRecordPayment && (
            <Button
              size="xs"
              variant="light"
              onClick={actions.onRecordPayment}
              aria-label={`Record payment for ${vehicles}`}
            >
              Record Payment
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
