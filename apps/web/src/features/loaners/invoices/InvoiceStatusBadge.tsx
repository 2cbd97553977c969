import { INVOICE_STATUS_LABELS, type InvoiceStatus } from '@fleetdesk/contract/loaner-invoices';
import { Badge } from '@mantine/core';

const COLORS: Record<InvoiceStatus, string> = {
  open: 'blue',
  partly_paid: 'yellow',
  paid: 'green',
  void: 'gray',
};

/** An invoice's status in words, coloured by how far it is settled. */
export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  return (
    <Badge color={COLORS[status]} variant="light">
      {INVOICE_STATUS_LABELS[status]}
    </Badge>
  );
}
