import type { FinancingPayment } from '@fleetdesk/contract/financing';
import { displayCents } from '@fleetdesk/contract/money';
import { Badge, Table, Text } from '@mantine/core';
import { formatDate, formatUsd } from '../../../../lib/format';

/** Spec 2, financing panel: Date, Financing, Amount, Method, Reference, Status. */
export function PaymentsTable({ payments }: { payments: FinancingPayment[] }) {
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped aria-label="Financing payments">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Date</Table.Th>
            <Table.Th>Financing</Table.Th>
            <Table.Th>Amount</Table.Th>
            <Table.Th>Method</Table.Th>
            <Table.Th>Reference</Table.Th>
            <Table.Th>Status</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {payments.map((p) => (
            <Table.Tr key={p.id}>
              <Table.Td>{formatDate(p.payment_date)}</Table.Td>
              <Table.Td>{p.financing_description}</Table.Td>
              <Table.Td>
                {formatUsd(p.amount_paid)}
                {(displayCents(p.late_fee) ?? 0n) > 0n && (
                  <Text size="xs" c="dimmed">{`+ ${formatUsd(p.late_fee)} late fee`}</Text>
                )}
              </Table.Td>
              <Table.Td>{p.payment_method_display}</Table.Td>
              <Table.Td>{p.reference_number === '' ? '—' : p.reference_number}</Table.Td>
              <Table.Td>
                {p.is_late ? (
                  <Badge color="red" variant="light">
                    Late
                  </Badge>
                ) : (
                  <Badge color="green" variant="light">
                    On Time
                  </Badge>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
