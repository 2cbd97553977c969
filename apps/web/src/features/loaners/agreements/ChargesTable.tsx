import type { Agreement, Charge } from '@fleetdesk/contract/loaner-agreements';
import {
  BILL_TO_LABELS,
  CHARGE_KIND_LABELS,
  MANUAL_CHARGE_KINDS,
  type ManualChargeKind,
} from '@fleetdesk/contract/loaners';
import { ActionIcon, SimpleGrid, Table, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { formatUsd } from '../../../lib/format';
import { formatShopDateTime } from '../../shops';
import { plural } from './agreement-text';

const isManual = (charge: Charge) =>
  (MANUAL_CHARGE_KINDS as readonly string[]).includes(charge.kind as ManualChargeKind);

type Props = {
  charges: Charge[];
  timeZone: string;
  /** With manage charges: a manual charge can be deleted (after a confirmation). */
  onDelete?: (charge: Charge) => void;
};

/** Every charge of the agreement: computed at check-in, imported tolls and tickets, manual. */
export function ChargesTable({ charges, timeZone, onDelete }: Props) {
  if (charges.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No charges yet.
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={0}>
      <Table aria-label="Charges" verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Charge</Table.Th>
            <Table.Th>Who pays</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
            {onDelete && <Table.Th aria-label="Actions" />}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {charges.map((charge) => (
            <Table.Tr key={charge.id}>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {CHARGE_KIND_LABELS[charge.kind]}
                </Text>
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {[
                    charge.description,
                    charge.reference,
                    formatShopDateTime(charge.occurred_at, timeZone),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
              </Table.Td>
              <Table.Td>{BILL_TO_LABELS[charge.bill_to]}</Table.Td>
              <Table.Td ta="right">{formatUsd(charge.amount)}</Table.Td>
              {onDelete && (
                <Table.Td>
                  {isManual(charge) && (
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Delete ${CHARGE_KIND_LABELS[charge.kind]} charge ${charge.description}`}
                      onClick={() => onDelete(charge)}
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  )}
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The agreement's totals as the server computed them: each payer's share and what is left. */
export function AgreementTotals({ totals }: { totals: Agreement['totals'] }) {
  const usd = (amount: string) => formatUsd(amount) ?? '$0.00';
  const items = [
    ['Days', plural(totals.days, 'day')],
    ['Covered days', plural(totals.covered_days, 'day')],
    ['Insurer amount', usd(totals.insurer_amount)],
    ['Customer amount', usd(totals.customer_amount)],
    ['Insurer paid', usd(totals.insurer_paid)],
    ['Customer paid', usd(totals.customer_paid)],
    ['Insurer owes', usd(totals.insurer_balance)],
    ['Customer owes', usd(totals.customer_balance)],
  ] as const;
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" component="dl" m={0} aria-label="Totals">
      {items.map(([label, value]) => (
        <div key={label}>
          <Text component="dt" size="xs" c="dimmed">
            {label}
          </Text>
          <Text component="dd" m={0} fw={600}>
            {value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
