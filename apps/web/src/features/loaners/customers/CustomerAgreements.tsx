import type { CustomerAgreement } from '@fleetdesk/contract/loaner-agreements';
import { AGREEMENT_STATUS_LABELS, type AgreementStatus } from '@fleetdesk/contract/loaners';
import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { RecordsEmpty } from '../../../lib/ui/RecordsStates';
import { useShopTime } from '../../shops';

const STATUS_COLORS: Record<AgreementStatus, string> = {
  reserved: 'blue',
  out: 'green',
  returned: 'gray',
  cancelled: 'gray',
};

/** The customer's agreements: number, state, loaner, the days they had it and the RO. */
export function CustomerAgreements({ agreements }: { agreements: readonly CustomerAgreement[] }) {
  const shopTime = useShopTime();
  const day = (instant: string) => shopTime.date(instant) ?? '';
  if (agreements.length === 0) {
    return (
      <RecordsEmpty title="No agreements yet" description="Reserve a loaner from the board." />
    );
  }
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {agreements.map((a) => (
        <Paper key={a.id} withBorder radius="sm" p="sm" component="li">
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
              {`${day(a.checked_out_at ?? a.starts_at)} – ${day(a.checked_in_at ?? a.due_at)} · RO ${a.repair_order_number}`}
            </Text>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
