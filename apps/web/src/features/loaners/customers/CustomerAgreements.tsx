import { AGREEMENT_STATUS_LABELS, type AgreementStatus } from '@fleetdesk/contract/loaners';
import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatUsd } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { RecordsEmpty, RecordsError, RecordsLoading } from '../../../lib/ui/RecordsStates';
import { CUSTOMER_AGREEMENTS_LOAD_FAILED, useCustomerAgreements } from '../api/customers';
import { useShopDate } from '../components/use-shop-date';

const STATUS_COLORS: Record<AgreementStatus, string> = {
  reserved: 'blue',
  out: 'green',
  returned: 'gray',
  cancelled: 'gray',
};

/** The customer's agreements: number, state, loaner, period and what the customer pays. */
export function CustomerAgreements({ customerId }: { customerId: number }) {
  const query = useCustomerAgreements(customerId);
  const day = useShopDate();
  if (query.isPending) return <RecordsLoading label="Loading agreements" />;
  if (query.isError) {
    return (
      <RecordsError
        message={CUSTOMER_AGREEMENTS_LOAD_FAILED}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const agreements = query.data.results;
  if (agreements.length === 0) {
    return (
      <RecordsEmpty title="No agreements yet" description="Reserve a loaner from the board." />
    );
  }
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {agreements.map((a) => (
        <Paper key={a.id} withBorder radius="sm" p="sm" component="li">
          <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Group gap="xs">
                <Anchor component={Link} to={paths.loaners.agreement(a.id)} fw={600}>
                  {a.number}
                </Anchor>
                <Badge size="sm" variant="light" color={STATUS_COLORS[a.status]}>
                  {AGREEMENT_STATUS_LABELS[a.status]}
                </Badge>
              </Group>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {[a.vehicle_description, a.license_plate].filter(Boolean).join(' · ')}
              </Text>
              <Text size="xs" c="dimmed">
                {`${day(a.starts_at)} – ${day(a.checked_in_at ?? a.due_at)} · RO ${a.repair_order_number}`}
              </Text>
            </Stack>
            <Stack gap={0} align="flex-end" style={{ flexShrink: 0 }}>
              <Text size="xs" c="dimmed">
                Customer pays
              </Text>
              <Text fw={600}>{formatUsd(a.totals.customer_amount) ?? '$0.00'}</Text>
            </Stack>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
