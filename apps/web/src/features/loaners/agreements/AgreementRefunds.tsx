import type { Agreement } from '@fleetdesk/contract/loaner-agreements';
import {
  PAYERS,
  PAYER_LABELS,
  PAYMENT_METHOD_LABELS,
  REFUND_METHODS,
  refundCreateSchema,
  type Payer,
  type RefundCreate,
  type RefundMethod,
} from '@fleetdesk/contract/loaner-money';
import { toCents } from '@fleetdesk/contract/money';
import {
  Alert,
  Button,
  Group,
  Modal,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconReceiptRefund } from '@tabler/icons-react';
import { useState } from 'react';
import { showServerErrors, validateWith } from '../../../lib/form';
import { formatUsd } from '../../../lib/format';
import { MONEY_INPUT, moneyText } from '../../../lib/money-input';
import { showToast } from '../../../lib/toast';
import { Select } from '../../../lib/ui/Select';
import { useShopTime } from '../../shops';
import { useAddRefund } from '../api/money';
import { refusalText } from './agreement-text';
import { FormButtons, RefusalAlert } from './FormParts';

export const REFUND_FAILED = 'Could not record the refund';

/** What the payer paid beyond their share: what the shop may give back. */
export const creditOf = (agreement: Agreement, payer: Payer) =>
  payer === 'insurer' ? agreement.totals.insurer_credit : agreement.totals.customer_credit;

type Values = {
  amount: string | number;
  method: RefundMethod;
  reference: string;
  refunded_on: string;
};

function RecordRefundModal({
  agreement,
  payer,
  onClose,
}: {
  agreement: Agreement;
  payer: Payer;
  onClose: () => void;
}) {
  const add = useAddRefund(agreement.id);
  const { today } = useShopTime();
  const [failure, setFailure] = useState<string | null>(null);
  const body = (v: Values): RefundCreate => ({
    payer,
    amount: moneyText(v.amount) ?? '',
    method: v.method,
    reference: v.reference,
    refunded_on: v.refunded_on,
  });
  // The whole credit is what is usually given back; a part of it can be typed.
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      amount: creditOf(agreement, payer),
      method: payer === 'insurer' ? 'check' : 'card',
      reference: '',
      refunded_on: today ?? '',
    },
    validate: validateWith(refundCreateSchema, body),
  });
  const submit = form.onSubmit(async (v) => {
    setFailure(null);
    try {
      await add.mutateAsync(body(v));
      showToast({ type: 'success', title: 'Payments', message: 'Refund recorded' });
      onClose();
    } catch (error) {
      setFailure(refusalText(showServerErrors(form, error), error, REFUND_FAILED));
    }
  });
  const title = `Refund the ${PAYER_LABELS[payer].toLowerCase()}`;
  return (
    <Modal opened onClose={onClose} title={title} centered>
      <form onSubmit={submit} noValidate aria-label={title}>
        <Stack gap="sm">
          <RefusalAlert title={REFUND_FAILED} failure={failure} />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <NumberInput
              label="Amount"
              withAsterisk
              description={`Overpaid: ${formatUsd(creditOf(agreement, payer)) ?? '$0.00'}`}
              {...MONEY_INPUT}
              {...form.getInputProps('amount')}
            />
            <Select
              label="Given back by"
              allowDeselect={false}
              data={REFUND_METHODS.map((value) => ({
                value,
                label: PAYMENT_METHOD_LABELS[value],
              }))}
              {...form.getInputProps('method')}
            />
            <TextInput
              type="date"
              label="Refunded on"
              withAsterisk
              {...form.getInputProps('refunded_on')}
            />
            <TextInput
              label="Reference"
              placeholder="Check number, card slip…"
              {...form.getInputProps('reference')}
            />
          </SimpleGrid>
          <FormButtons submitLabel="Record refund" loading={add.isPending} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}

/**
 * Each payer who paid more than they owe (their share dropped after they paid), with what the
 * shop owes them back; with Manage loaner charges, the refund is recorded from here.
 */
export function OverpaidPayers({
  agreement,
  canManageCharges,
}: {
  agreement: Agreement;
  canManageCharges: boolean;
}) {
  const [refunding, setRefunding] = useState<Payer | null>(null);
  const overpaid = PAYERS.filter((payer) => toCents(creditOf(agreement, payer)) > 0n);
  if (overpaid.length === 0) return null;
  return (
    <Stack gap="xs">
      {overpaid.map((payer) => (
        <Alert
          key={payer}
          color="yellow"
          title={`Overpaid ${formatUsd(creditOf(agreement, payer)) ?? ''}`}
          aria-label={`${PAYER_LABELS[payer]} overpaid`}
        >
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Text size="sm" style={{ flex: '1 1 14rem' }}>
              {`The ${PAYER_LABELS[payer].toLowerCase()} paid more than they owe on this agreement: the shop owes it back.`}
            </Text>
            {canManageCharges && (
              <Button
                variant="light"
                color="yellow"
                leftSection={<IconReceiptRefund size={16} aria-hidden />}
                onClick={() => setRefunding(payer)}
                aria-label={`Record refund to the ${PAYER_LABELS[payer].toLowerCase()}`}
              >
                Record refund
              </Button>
            )}
          </Group>
        </Alert>
      ))}
      {refunding && (
        <RecordRefundModal
          agreement={agreement}
          payer={refunding}
          onClose={() => setRefunding(null)}
        />
      )}
    </Stack>
  );
}
