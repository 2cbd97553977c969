import type { InvoiceListItem } from '@fleetdesk/contract/loaner-invoices';
import { Anchor } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { formatDate, formatUsd } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { ResponsiveTable, type Column } from '../../../lib/ui/ResponsiveTable';
import { InvoiceStatusBadge } from './InvoiceStatusBadge';

const COLUMNS: Column<InvoiceListItem>[] = [
  {
    header: 'Number',
    card: 'title',
    cell: (i) => (
      <Anchor component={Link} to={paths.loaners.invoice(i.id)} fw={600}>
        {i.number}
      </Anchor>
    ),
  },
  { header: 'Insurer', card: 'title', cell: (i) => i.insurer_name },
  { header: 'Issued', cell: (i) => formatDate(i.issued_on) },
  { header: 'Due', cell: (i) => formatDate(i.due_on) },
  { header: 'Amount', align: 'right', cell: (i) => formatUsd(i.amount) },
  { header: 'Balance', align: 'right', cell: (i) => formatUsd(i.balance) },
  { header: 'Status', card: 'badge', cell: (i) => <InvoiceStatusBadge status={i.status} /> },
];

/** The invoices as a table, and as cards under 600 px. */
export function InvoiceList({ invoices }: { invoices: readonly InvoiceListItem[] }) {
  const navigate = useNavigate();
  return (
    <ResponsiveTable
      label="Invoices"
      columns={COLUMNS}
      rows={invoices}
      rowKey={(i) => i.id}
      minWidth={720}
      muted={(i) => i.status === 'void'}
      onRowClick={(i) => void navigate(paths.loaners.invoice(i.id))}
      table={{ highlightOnHover: true }}
    />
  );
}
