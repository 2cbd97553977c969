import {
  chargeCreateSchema,
  type Agreement,
  type Charge,
  type ChargeCreate,
} from '@fleetdesk/contract/loaner-agreements';
import {
  BILL_TO,
  BILL_TO_LABELS,
  CHARGE_KIND_LABELS,
  MANUAL_CHARGE_KINDS,
  type BillTo,
  type ManualChargeKind,
} from '@fleetdesk/contract/loaners';
import { Button, Group, Modal, NumberInput, Stack, TextInput } from '@mantine/core';
import { Select } from '../../../lib/ui/Select';
import { useForm } from '@mantine/form';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { showServerErrors, validateWith } from '../../../lib/form';
import { formatUsd } from '../../../lib/format';
import { openAppModal } from '../../../lib/modals';
import { MONEY_INPUT, moneyText } from '../../../lib/money-input';
import { showToast } from '../../../lib/toast';
import { useAddCharge, useDeleteCharge } from '../api/agreements';
import { refusalText } from './agreement-text';
import { AgreementTotals, ChargesTable } from './ChargesTable';
import { FormButtons, RefusalAlert } from './FormParts';

export const CHARGE_FAILED = 'Could not add the charge';
export const CHARGE_DELETE_FAILED = 'Could not delete the charge';

type Values = {
  kind: ManualChargeKind;
  description: string;
  amount: string | number;
  bill_to: BillTo;
};

const chargeBody = (v: Values): ChargeCreate => ({
  kind: v.kind,
  description: v.description,
  amount: moneyText(v.amount) ?? '',
  bill_to: v.bill_to,
});

function AddChargeModal({ agreement, onClose }: { agreement: Agreement; onClose: () => void }) {
  const add = useAddCharge(agreement.id);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { kind: 'damage', description: '', amount: '', bill_to: 'customer' },
    validate: validateWith(chargeCreateSchema, chargeBody),
  });
  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      await add.mutateAsync(chargeBody(values));
      showToast({ type: 'success', title: 'Charges', message: 'Charge added' });
      onClose();
    } catch (error) {
      setFailure(refusalText(showServerErrors(form, error), error, CHARGE_FAILED));
    }
  });
  return (
    <Modal opened onClose={onClose} title="Add a charge" centered>
      <form onSubmit={submit} noValidate aria-label="Add a charge">
        <Stack gap="sm">
          <RefusalAlert title={CHARGE_FAILED} failure={failure} />
          <Select
            label="Kind"
            allowDeselect={false}
            data={MANUAL_CHARGE_KINDS.map((value) => ({ value, label: CHARGE_KIND_LABELS[value] }))}
            {...form.getInputProps('kind')}
          />
          <TextInput label="Description" withAsterisk {...form.getInputProps('description')} />
          <NumberInput
            label="Amount"
            withAsterisk
            {...MONEY_INPUT}
            {...form.getInputProps('amount')}
          />
          <Select
            label="Who pays"
            allowDeselect={false}
            data={BILL_TO.map((value) => ({ value, label: BILL_TO_LABELS[value] }))}
            {...form.getInputProps('bill_to')}
          />
          <FormButtons submitLabel="Add charge" loading={add.isPending} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}

/** The charges and the totals; with manage charges, manual ones are added and deleted here. */
export function AgreementCharges({
  agreement,
  timeZone,
  canManageCharges,
}: {
  agreement: Agreement;
  timeZone: string;
  canManageCharges: boolean;
}) {
  const [adding, setAdding] = useState(false);
  const remove = useDeleteCharge();
  const confirmDelete = (charge: Charge) =>
    openAppModal({
      type: 'confirm',
      title: 'Delete charge',
      message: `Delete the ${CHARGE_KIND_LABELS[charge.kind].toLowerCase()} charge “${charge.description}” of ${formatUsd(charge.amount) ?? ''}?`,
      confirmLabel: 'Delete',
      onConfirm: () =>
        remove.mutate(charge.id, {
          onSuccess: () =>
            showToast({ type: 'success', title: 'Charges', message: 'Charge deleted' }),
          onError: (error) =>
            showToast({
              type: 'error',
              title: CHARGE_DELETE_FAILED,
              message: refusalText({ fields: {}, other: [] }, error, CHARGE_DELETE_FAILED),
            }),
        }),
    });
  const open = agreement.status !== 'cancelled';
  return (
    <Stack gap="sm">
      <ChargesTable
        charges={agreement.charges}
        timeZone={timeZone}
        onDelete={canManageCharges ? confirmDelete : undefined}
      />
      {canManageCharges && open && (
        <Group>
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setAdding(true)}
          >
            Add charge
          </Button>
        </Group>
      )}
      <AgreementTotals totals={agreement.totals} />
      {adding && <AddChargeModal agreement={agreement} onClose={() => setAdding(false)} />}
    </Stack>
  );
}
