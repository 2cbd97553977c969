import { LOANER_MESSAGES } from '@fleetdesk/contract/loaners';
import type { Agreement } from '@fleetdesk/contract/loaner-agreements';
import { Loader, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { showServerErrors } from '../../../lib/form';
import { showToast } from '../../../lib/toast';
import { instantFromShopClock, shopClockFromInstant, useShopTime } from '../../shops';
import { usePatchAgreement } from '../api/agreements';
import { refusalText } from './agreement-text';
import { FormButtons, RefusalAlert } from './FormParts';

export const EXTEND_FAILED = 'Could not change the due date';

type Props = { agreement: Agreement; onClose: () => void };

/**
 * A loan that is out runs longer (or shorter): its due date moves, never to before it went out;
 * the server also refuses a date that runs into the loaner's next reservation (naming it).
 */
export function ExtendDueModal({ agreement, onClose }: Props) {
  // The field is on the shop's clock: it starts once the shop's zone is known.
  const ready = useShopTime().ready;
  return (
    <Modal opened onClose={onClose} title={`Change the due date of ${agreement.number}`} centered>
      {ready ? <ExtendDueForm agreement={agreement} onClose={onClose} /> : <Loader size="sm" />}
    </Modal>
  );
}

function ExtendDueForm({ agreement, onClose }: Props) {
  const shopTime = useShopTime();
  const patch = usePatchAgreement(agreement.id);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { due_at: shopClockFromInstant(agreement.due_at, shopTime.zone) },
    validate: {
      due_at: (value: string) => {
        const due = instantFromShopClock(value, shopTime.zone);
        if (!due) return LOANER_MESSAGES.dueAtRequired;
        const out = agreement.checked_out_at;
        return out && Date.parse(due) <= Date.parse(out) ? LOANER_MESSAGES.dueBeforeCheckOut : null;
      },
    },
  });
  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      const saved = await patch.mutateAsync({
        due_at: instantFromShopClock(values.due_at, shopTime.zone) ?? values.due_at,
      });
      showToast({
        type: 'success',
        title: 'Loaners',
        message: `${agreement.number} is now due ${shopTime.dateTime(saved.due_at)}`,
      });
      onClose();
    } catch (error) {
      setFailure(refusalText(showServerErrors(form, error), error, EXTEND_FAILED));
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-label={`New due date of ${agreement.number}`}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {`Out since ${shopTime.dateTime(agreement.checked_out_at) ?? '—'}; due ${shopTime.dateTime(agreement.due_at) ?? '—'}.`}
        </Text>
        <TextInput
          type="datetime-local"
          label="Due"
          description="On the shop’s clock."
          withAsterisk
          {...form.getInputProps('due_at')}
        />
        <RefusalAlert title={EXTEND_FAILED} failure={failure} />
        <FormButtons submitLabel="Save due date" loading={patch.isPending} onCancel={onClose} />
      </Stack>
    </form>
  );
}
