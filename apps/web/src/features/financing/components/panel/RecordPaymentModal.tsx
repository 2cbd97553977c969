import {
  FINANCING_MESSAGES,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  paymentCreateSchema,
  type PaymentCreate,
  type Financing,
  type PaymentMethod,
} from '@fleetdesk/contract/financing';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  NumberInput,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { Select } from '../../../../lib/ui/Select';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { showServerErrors, validateWith } from '../../../../lib/form';
import { formatUsd } from '../../../../lib/format';
import { showToast } from '../../../../lib/toast';
import { useCreatePayment } from '../../api/create-payment';
import { MONEY_INPUT, moneyText } from '../../../../lib/money-input';
import { saveFailureText } from '../form-helpers';
import { useShopToday } from '../../../shops';

type Values = {
  payment_date: string;
  amount_paid: string | number;
  payment_method: PaymentMethod;
  reference_number: string;
  is_late: boolean;
  late_fee: string | number;
  notes: string;
};

const METHOD_OPTIONS = PAYMENT_METHODS.map((value) => ({
  value,
  label: PAYMENT_METHOD_LABELS[value],
}));

/** Spec 2 section 5: the reference number's placeholder depends on the method. */
const REFERENCE_PLACEHOLDERS: Record<PaymentMethod, string> = {
  check: 'Check number',
  ach: 'ACH transaction ID',
  wire: 'Wire confirmation number',
  card: 'Card authorization code',
  cash: 'Receipt number',
  other: 'Reference',
};

/** The request body; an empty payment date goes as null, which the API refuses ("Payment date is required"). */
function paymentBody(financingId: number, v: Values): PaymentCreate {
  return {
    financing: financingId,
    payment_date: v.payment_date === '' ? null : v.payment_date,
    amount_paid: moneyText(v.amount_paid),
    payment_method: v.payment_method,
    reference_number: v.reference_number,
    is_late: v.is_late,
    // The fee is only asked when late; an on-time payment has none.
    late_fee: v.is_late ? (moneyText(v.late_fee) ?? '0.00') : '0.00',
    notes: v.notes,
  };
}

type Props = { financing: Financing; onClose: () => void };

/** Spec 2, Record Payment modal (the vehicle's financing panel), once the shop's today is known. */
export function RecordPaymentModal(props: Props) {
  const today = useShopToday();
  return today === undefined ? null : <RecordPaymentForm {...props} today={today} />;
}

/** The modal's form; `today` (the shop's) is the payment date proposed. */
function RecordPaymentForm({ financing, today, onClose }: Props & { today: string }) {
  const create = useCreatePayment();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      payment_date: today,
      amount_paid: financing.monthly_payment,
      payment_method: 'check',
      reference_number: '',
      is_late: false,
      late_fee: '0.00',
      notes: '',
    },
    validate: validateWith(paymentCreateSchema, (v: Values) => paymentBody(financing.id, v)),
  });
  const values = form.getValues();

  const submit = form.onSubmit(async (v) => {
    setFailure(null);
    try {
      await create.mutateAsync(paymentBody(financing.id, v));
      showToast({ type: 'success', title: 'Payment', message: FINANCING_MESSAGES.paymentRecorded });
      onClose();
    } catch (error) {
      const shown = showServerErrors(form, error);
      const text = saveFailureText(shown, error, FINANCING_MESSAGES.recordPaymentFailed);
      setFailure(text);
      showToast({ type: 'error', title: FINANCING_MESSAGES.recordPaymentFailed, message: text });
    }
  });

  return (
    <Modal opened onClose={onClose} title="Record Payment" centered size="md">
      <form onSubmit={submit} noValidate aria-label="Record payment">
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {`${financing.financing_type_display} with ${financing.company_name} · ${
              formatUsd(financing.monthly_payment) ?? ''
            } monthly`}
          </Text>
          {failure && <Alert color="red" title={failure} />}
          <TextInput
            type="date"
            label="Payment Date"
            withAsterisk
            {...form.getInputProps('payment_date')}
          />
          <NumberInput
            label="Amount Paid"
            withAsterisk
            {...MONEY_INPUT}
            {...form.getInputProps('amount_paid')}
          />
          <Select
            label="Payment Method"
            data={METHOD_OPTIONS}
            allowDeselect={false}
            {...form.getInputProps('payment_method')}
          />
          <TextInput
            label="Reference Number"
            placeholder={REFERENCE_PLACEHOLDERS[values.payment_method]}
            {...form.getInputProps('reference_number')}
          />
          <Checkbox label="Late payment" {...form.getInputProps('is_late', { type: 'checkbox' })} />
          {values.is_late && (
            <NumberInput label="Late Fee" {...MONEY_INPUT} {...form.getInputProps('late_fee')} />
          )}
          <Textarea label="Notes" autosize minRows={2} {...form.getInputProps('notes')} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Record Payment
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
