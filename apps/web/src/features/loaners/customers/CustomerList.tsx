import type { Customer } from '@fleetdesk/contract/loaners';
import { Badge, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { balanceText, customerName, owes } from './customer-labels';

/** One line per customer: name, do-not-lend, how to reach them, what they owe. */
export function CustomerList({ customers }: { customers: readonly Customer[] }) {
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {customers.map((c) => (
        <li key={c.id}>
          <Paper withBorder radius="sm">
            <UnstyledButton
              component={Link}
              to={paths.loaners.customer(c.id)}
              p="sm"
              display="block"
              w="100%"
            >
              <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Group gap="xs">
                    <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {customerName(c)}
                    </Text>
                    {c.do_not_lend && (
                      <Badge color="red" variant="light" size="sm">
                        Do not lend
                      </Badge>
                    )}
                  </Group>
                  <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {[c.phone, c.email].filter(Boolean).join(' · ') || 'No phone or email'}
                  </Text>
                </Stack>
                <Stack gap={0} align="flex-end" style={{ flexShrink: 0 }}>
                  <Text size="xs" c="dimmed">
                    Balance due
                  </Text>
                  <Text fw={600} c={owes(c) ? 'red.8' : undefined}>
                    {balanceText(c)}
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
