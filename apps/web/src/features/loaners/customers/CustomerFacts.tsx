import type { Customer } from '@fleetdesk/contract/loaners';
import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatDate } from '../../../lib/format';
import { balanceText, owes } from './customer-labels';

function Fact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {value || '—'}
      </Text>
    </Stack>
  );
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="xs">
        <Title order={2} size="h5">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** What the shop knows of a customer: contact, licence, insurance, notes and balance. */
export function CustomerFacts({ customer, today }: { customer: Customer; today?: string }) {
  const expired =
    customer.licence_expires_on !== null &&
    today !== undefined &&
    customer.licence_expires_on < today;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
      <Card title="Balance due">
        <Text size="xl" fw={700} c={owes(customer) ? 'red.8' : undefined}>
          {balanceText(customer)}
        </Text>
        <Text size="xs" c="dimmed">
          Charges billed to the customer over all agreements
        </Text>
      </Card>
      <Card title="Contact">
        <Fact label="Phone" value={customer.phone} />
        <Fact label="Email" value={customer.email} />
      </Card>
      <Card title="Licence">
        <Fact label="Number" value={customer.licence_number} />
        <Fact label="State" value={customer.licence_state} />
        <Fact
          label="Expires on"
          value={
            customer.licence_expires_on &&
            `${formatDate(customer.licence_expires_on) ?? ''}${expired ? ' (expired)' : ''}`
          }
        />
      </Card>
      <Card title="Insurance">
        <Fact label="Carrier" value={customer.insurance_carrier} />
        <Fact label="Policy number" value={customer.insurance_policy_number} />
        <Fact label="Notes" value={customer.notes} />
      </Card>
    </SimpleGrid>
  );
}
