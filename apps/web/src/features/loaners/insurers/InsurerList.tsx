import { DAY_RULE_LABELS, type Insurer } from '@fleetdesk/contract/loaner-money';
import { Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { formatUsd } from '../../../lib/format';
import { toCents } from '@fleetdesk/contract/money';

const terms = (i: Insurer) =>
  [
    i.daily_rate_cap ? `Cap ${formatUsd(i.daily_rate_cap)} a day` : 'No rate cap',
    DAY_RULE_LABELS[i.day_rule],
    `Net ${i.payment_terms_days}`,
  ].join(' · ');

/** One line per insurer: its terms and what it owes; a tap opens it for editing. */
export function InsurerList({
  insurers,
  onOpen,
}: {
  insurers: readonly Insurer[];
  onOpen?: (insurer: Insurer) => void;
}) {
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {insurers.map((i) => (
        <li key={i.id}>
          <Paper withBorder radius="sm">
            <UnstyledButton
              p="sm"
              display="block"
              w="100%"
              disabled={!onOpen}
              onClick={() => onOpen?.(i)}
              aria-label={onOpen ? `Edit ${i.name}` : undefined}
            >
              <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {i.name}
                  </Text>
                  <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {terms(i)}
                  </Text>
                  {i.billing_email && (
                    <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      {i.billing_email}
                    </Text>
                  )}
                </Stack>
                <Stack gap={0} align="flex-end" style={{ flexShrink: 0 }}>
                  <Text size="xs" c="dimmed">
                    Open balance
                  </Text>
                  <Text fw={600} c={toCents(i.open_balance) > 0n ? 'red.8' : undefined}>
                    {formatUsd(i.open_balance) ?? '$0.00'}
                  </Text>
                </Stack>
              </Group>
            </UnstyledButton>
          </Paper>
        </li>
      ))}
    </Stack>
  );
}
