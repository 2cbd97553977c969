import type { FinancingPayment } from '@fleetdesk/contract/financing';
import { displayCents } from '@fleetdesk/contract/money';
import { Badge, Text } from '@mantine/core';
import { formatDate, formatUsd } from '../../../../lib/format';
import { ResponsiveTable, type Column } from '../../../../lib/ui/ResponsiveTable';

const COLUMNS: Column<FinancingPayment>[] = [
  { header: 'Date', cell: (p) => formatDate(p.payment_date), card: 'title' },
  { header: 'Financing', cell: (p) => p.financing_description, card: 'wide' },
  {
    header: 'Amount',
    cell: (p) => (
      <>
        {formatUsd(p.amount_paid)}
        {(displayCents(p.late_fee) ?? 0n) > 0n && (
          <Text size="xs" c="dimmed">{`+ ${formatUsd(p.late_fee)} late fee`}</Text>
        )}
      </>
    ),
  },
  { header: 'Method', cell: (p) => p.payment_method_display },
  { header: 'Reference', cell: (p) => (p.reference_number === '' ? '—' : p.reference_number) },
  {
    header: 'Status',
    cell: (p) =>
      p.is_late ? (
        <Badge color="red" variant="light">
          Late
        </Badge>
      ) : (
        <Badge color="green" variant="light">
          On Time
        </Badge>
      ),
    card: 'badge',
  },
];

/** Spec 2, financing panel: Date, Financing, Amount, Method, Reference, Status. */
export function PaymentsTable({ payments }: { payments: FinancingPayment[] }) {
  return (
    <ResponsiveTable
      label="Financing payments"
      columns={COLUMNS}
      rows={payments}
      rowKey={(p) => p.id}
      minWidth={640}
      table={{ striped: true }}
    />
  );
}
