import type { InvoiceAgreement } from '@fleetdesk/contract/loaner-invoices';
import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { formatDate, formatUsd } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { ResponsiveTable, type Column } from '../../../lib/ui/ResponsiveTable';

const COLUMNS: Column<InvoiceAgreement>[] = [
  {
    header: 'Agreement',
    card: 'title',
    cell: (a) => (
      <Anchor component={Link} to={paths.loaners.agreement(a.id)} fw={600}>
        {a.number}
      </Anchor>
    ),
  },
  { header: 'Claim', cell: (a) => a.claim_number || '—' },
  { header: 'RO', cell: (a) => a.repair_order_number },
  { header: 'Vehicle', card: 'wide', cell: (a) => a.vehicle_description },
  {
    header: 'Out – in',
    cell: (a) => `${formatDate(a.checked_out_at) ?? '—'} – ${formatDate(a.checked_in_at) ?? '—'}`,
  },
  {
    header: 'Days',
    cell: (a) => `${a.days} used, ${a.authorized_days} authorised`,
  },
  { header: 'Covered', align: 'right', cell: (a) => a.covered_days },
  { header: 'Amount', align: 'right', card: 'badge', cell: (a) => formatUsd(a.amount) },
];

/** The agreements billed, each at the amount frozen when the invoice was issued. */
export function InvoiceAgreements({ rows }: { rows: InvoiceAgreement[] }) {
  return (
    <ResponsiveTable
      label="Agreements on this invoice"
      columns={COLUMNS}
      rows={rows}
      rowKey={(a) => a.id}
      minWidth={860}
    />
  );
}
