import type { Agreement } from '@fleetdesk/contract/loaner-agreements';
import { Button, Group } from '@mantine/core';
import {
  IconCalendarPlus,
  IconCar,
  IconEdit,
  IconFileText,
  IconFileTypePdf,
  IconReplace,
  IconX,
} from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { openAppModal } from '../../../lib/modals';
import { saveBlob } from '../../../lib/save-file';
import { showToast } from '../../../lib/toast';
import { fetchStatement, useCancelAgreement } from '../api/agreements';
import { refusalText } from './agreement-text';
import { ExtendDueModal } from './ExtendDueModal';
import { SendForSignature } from '../signing/SendForSignature';
import { SwapLoanerModal } from '../at-the-car/SwapLoanerModal';

export const STATEMENT_FAILED = 'Could not download the statement';
export const CANCEL_FAILED = 'Could not cancel the reservation';

type Props = {
  agreement: Agreement;
  canManage: boolean;
  onCheckOut: () => void;
  onCheckIn: () => void;
  onEdit: () => void;
};

/** What can be done with the agreement in its status: at the car, edit, cancel, the papers. */
export function AgreementActions({ agreement, canManage, onCheckOut, onCheckIn, onEdit }: Props) {
  const cancel = useCancelAgreement(agreement.id);
  const [extending, setExtending] = useState(false);
  const [swapping, setSwapping] = useState(false);
  const statement = useMutation({
    mutationFn: () => fetchStatement(agreement.id),
    onSuccess: (blob) => saveBlob(blob, `${agreement.number} statement.pdf`),
    onError: (error) =>
      showToast({
        type: 'error',
        title: STATEMENT_FAILED,
        message: refusalText({ fields: {}, other: [] }, error, STATEMENT_FAILED),
      }),
  });
  const confirmCancel = () =>
    openAppModal({
      type: 'confirm',
      title: 'Cancel reservation',
      message: `Cancel ${agreement.number}? The loaner is free again for that period.`,
      confirmLabel: 'Cancel reservation',
      cancelLabel: 'Keep it',
      onConfirm: () =>
        cancel.mutate(undefined, {
          onSuccess: () =>
            showToast({
              type: 'success',
              title: 'Loaners',
              message: `${agreement.number} cancelled`,
            }),
          onError: (error) =>
            showToast({
              type: 'error',
              title: CANCEL_FAILED,
              message: refusalText({ fields: {}, other: [] }, error, CANCEL_FAILED),
            }),
        }),
    });

  const reserved = agreement.status === 'reserved';
  return (
    <Group gap="sm" wrap="wrap">
      {canManage && reserved && (
        <Button leftSection={<IconCar size={16} aria-hidden />} onClick={onCheckOut}>
          Check out
        </Button>
      )}
      {canManage && agreement.status === 'out' && (
        <Button leftSection={<IconCar size={16} aria-hidden />} onClick={onCheckIn}>
          Check in
        </Button>
      )}
      {canManage && agreement.status === 'out' && (
        <Button
          variant="default"
          leftSection={<IconCalendarPlus size={16} aria-hidden />}
          onClick={() => setExtending(true)}
        >
          Extend
        </Button>
      )}
      {canManage && agreement.status === 'out' && (
        <Button
          variant="default"
          leftSection={<IconReplace size={16} aria-hidden />}
          onClick={() => setSwapping(true)}
        >
          Change loaner
        </Button>
      )}
      {canManage && reserved && (
        <Button variant="default" leftSection={<IconEdit size={16} aria-hidden />} onClick={onEdit}>
          Edit
        </Button>
      )}
      {canManage && reserved && <SendForSignature agreement={agreement} />}
      {agreement.status !== 'reserved' && agreement.status !== 'cancelled' && (
        <Button
          variant="default"
          leftSection={<IconFileTypePdf size={16} aria-hidden />}
          loading={statement.isPending}
          onClick={() => statement.mutate()}
        >
          Statement
        </Button>
      )}
      {agreement.agreement_document && (
        <Button
          component="a"
          href={agreement.agreement_document.file_url}
          target="_blank"
          rel="noopener noreferrer"
          variant="default"
          leftSection={<IconFileText size={16} aria-hidden />}
        >
          Signed agreement
        </Button>
      )}
      {canManage && reserved && (
        <Button
          variant="subtle"
          color="red"
          leftSection={<IconX size={16} aria-hidden />}
          loading={cancel.isPending}
          onClick={confirmCancel}
        >
          Cancel reservation
        </Button>
      )}
      {extending && <ExtendDueModal agreement={agreement} onClose={() => setExtending(false)} />}
      {swapping && <SwapLoanerModal agreement={agreement} onClose={() => setSwapping(false)} />}
    </Group>
  );
}
