import { INVOICE_MESSAGES } from '@fleetdesk/contract/loaner-invoices';
import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconBan, IconFileTypePdf, IconSend } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ApiError, errorMessageFromBody } from '../../../lib/api';
import { formatDate, formatDateTime, formatUsd } from '../../../lib/format';
import { openAppModal } from '../../../lib/modals';
import { paths } from '../../../lib/paths';
import { useAccess } from '../../../lib/permissions';
import { showToast } from '../../../lib/toast';
import { LoadFailedAlert } from '../../../lib/ui/LoadFailedAlert';
import { RecordsLoading } from '../../../lib/ui/RecordsStates';
import { INVOICE_LOAD_FAILED, saveInvoicePdf, useInvoice, useSendInvoice } from '../api/invoices';
import { InvoiceAgreements } from './InvoiceAgreements';
import { InvoiceStatusBadge } from './InvoiceStatusBadge';
import { VoidInvoiceModal } from './VoidInvoiceModal';

export const PDF_FAILED = 'Could not download the invoice';
export const SEND_FAILED = 'Could not send the invoice';

const said = (error: unknown, fallback: string) =>
  (error instanceof ApiError && errorMessageFromBody(error.body)) || fallback;

function Tile({ label, value }: { label: string; value: string | null }) {
  return (
    <Paper withBorder p="sm" radius="md">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="lg">
        {value}
      </Text>
    </Paper>
  );
}

/** Issue 36: one invoice at /loaners/invoices/{id}: its agreements and totals, PDF, send, void. */
export default function InvoiceScreen() {
  const id = Number(useParams().id);
  const { access } = useAccess('base');
  const query = useInvoice(id);
  const send = useSendInvoice(id);
  const [voiding, setVoiding] = useState(false);
  const pdf = useMutation({
    mutationFn: () => saveInvoicePdf(query.data!),
    onError: (error) =>
      showToast({ type: 'error', title: PDF_FAILED, message: said(error, PDF_FAILED) }),
  });

  if (query.isPending) return <RecordsLoading label="Loading the invoice" rows={4} />;
  if (query.isError)
    return (
      <LoadFailedAlert
        title={
          query.error instanceof ApiError && query.error.status === 404
            ? INVOICE_MESSAGES.invoiceNotFound
            : INVOICE_LOAD_FAILED
        }
        onRetry={() => void query.refetch()}
      />
    );
  const invoice = query.data;
  const live = invoice.status !== 'void';
  const canManage = access.can('canManageLoanerCharges');
  const confirmSend = () =>
    openAppModal({
      type: 'confirm',
      title: `Send ${invoice.number}`,
      message: `E-mail ${invoice.number} (PDF attached) to ${invoice.insurer_name}'s billing address?`,
      confirmLabel: 'Send',
      onConfirm: () =>
        send.mutate(undefined, {
          onSuccess: () =>
            showToast({ type: 'success', title: 'Invoices', message: `${invoice.number} sent` }),
          onError: (error) =>
            showToast({ type: 'error', title: SEND_FAILED, message: said(error, SEND_FAILED) }),
        }),
    });

  return (
    <Stack gap="md">
      <Anchor component={Link} to={paths.loaners.invoices} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden /> Invoices
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Group gap="sm">
            <Title order={1}>Invoice {invoice.number}</Title>
            <InvoiceStatusBadge status={invoice.status} />
          </Group>
          <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            To {invoice.insurer_name}, issued {formatDate(invoice.issued_on)}, due{' '}
            {formatDate(invoice.due_on)}
          </Text>
          <Text size="sm" c="dimmed">
            {invoice.sent_at ? `Sent ${formatDateTime(invoice.sent_at)}` : 'Not sent yet'}
          </Text>
        </Stack>
        <Group gap="sm" wrap="wrap">
          <Button
            variant="default"
            leftSection={<IconFileTypePdf size={16} aria-hidden />}
            loading={pdf.isPending}
            onClick={() => pdf.mutate()}
          >
            PDF
          </Button>
          {canManage && live && (
            <Button
              leftSection={<IconSend size={16} aria-hidden />}
              loading={send.isPending}
              onClick={confirmSend}
            >
              {invoice.sent_at ? 'Send again' : 'Send'}
            </Button>
          )}
          {canManage && live && (
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconBan size={16} aria-hidden />}
              onClick={() => setVoiding(true)}
            >
              Void
            </Button>
          )}
        </Group>
      </Group>
      {!live && (
        <Paper withBorder p="sm" radius="md" bg="gray.0">
          <Text size="sm">
            <strong>Void:</strong> {invoice.void_reason}
          </Text>
        </Paper>
      )}
      <SimpleGrid cols={{ base: 3 }} spacing="sm">
        <Tile label="Total" value={formatUsd(invoice.amount)} />
        <Tile label="Paid" value={formatUsd(invoice.paid)} />
        <Tile label="Balance" value={formatUsd(invoice.balance)} />
      </SimpleGrid>
      <InvoiceAgreements rows={invoice.agreements} />
      <VoidInvoiceModal invoice={invoice} opened={voiding} onClose={() => setVoiding(false)} />
    </Stack>
  );
}
