import { Alert, Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { ApiError, errorMessageFromBody, fieldErrorsFromBody } from '../../../lib/api';
import { showToast } from '../../../lib/toast';
import { useVoidInvoice } from '../api/invoices';

export const VOID_FAILED = 'Could not void the invoice';

type Props = { invoice: { id: number; number: string }; opened: boolean; onClose: () => void };

/** Void: a reason is required; the number stays and the agreements may be billed again. */
export function VoidInvoiceModal({ invoice, opened, onClose }: Props) {
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const voiding = useVoidInvoice(invoice.id);
  const close = () => {
    setReason('');
    setMissing(false);
    voiding.reset();
    onClose();
  };
  const submit = () => {
    if (reason.trim() === '') return setMissing(true);
    voiding.mutate(reason.trim(), {
      onSuccess: () => {
        showToast({ type: 'success', title: 'Invoices', message: `${invoice.number} voided` });
        close();
      },
    });
  };
  const refused =
    voiding.error instanceof ApiError
      ? (fieldErrorsFromBody(voiding.error.body).reason?.[0] ??
        errorMessageFromBody(voiding.error.body))
      : undefined;
  return (
    <Modal opened={opened} onClose={close} title={`Void ${invoice.number}`}>
      <Stack gap="md">
        <Textarea
          label="Reason"
          description="Kept on the invoice. Its agreements can be invoiced again."
          required
          autosize
          minRows={2}
          maxLength={500}
          value={reason}
          onChange={(e) => {
            setReason(e.currentTarget.value);
            setMissing(false);
          }}
          error={missing ? 'A void needs a reason.' : undefined}
        />
        {voiding.isError && (
          <Alert color="red" title={VOID_FAILED}>
            {refused ?? VOID_FAILED}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            Keep it
          </Button>
          <Button color="red" onClick={submit} loading={voiding.isPending}>
            Void invoice
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
