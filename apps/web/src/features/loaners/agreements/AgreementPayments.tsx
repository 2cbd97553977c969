import type { Agreement } from '@fleetdesk/contract/loaner-agreements';
import {
  PAYERS,
  PAYER_LABELS,
  PAYMENT_METHODS,
  PAYMENT_METHOD_LABELS,
  paymentCreateSchema,
  type Payer,
  type PaymentCreate,
  type PaymentMethod,
  type PaymentRecord,
} from '@fleetdesk/contract/loaner-money';
import { fromCents, toCents } from '@fleetdesk/contract/money';
import {
  ActionIcon,
  Button,
  Group,
  Modal,
  NumberInput,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCash, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { showServerErrors, validateWith } from '../../../lib/form';
import { formatDate, formatUsd } from '../../../lib/format';
import { openAppModal } from '../../../lib/modals';
import { MONEY_INPUT, moneyText } from '../../../lib/money-input';
import { showToast } from '../../../lib/toast';
import { Select } from '../../../lib/ui/Select';
import { useShopTime } from '../../shops';
import { useAddPayment, useDeletePayment } from '../api/money';
import { refusalText } from './agreement-text';
import { OverpaidPayers } from './AgreementRefunds';
import { FormButtons, RefusalAlert } from './FormParts';

export const PAYMENT_FAILED = 'Could not record the payment';
export const PAYMENT_DELETE_FAILED = 'Could not remove the payment';

type Values = {
  payer: Payer;
  amount: string | number;
  method: PaymentMethod;
  reference: string;
  received_on: string;
  reason: string;
};

const body = (v: Values): PaymentCreate => ({
  payer: v.payer,
  amount: moneyText(v.amount) ?? '',
  method: v.method,
  reference: v.reference,
  received_on: v.received_on,
  reason: v.reason,
});

const balanceOf = (agreement: Agreement, payer: Payer) =>
  payer === 'insurer' ? agreement.totals.insurer_balance : agreement.totals.customer_balance;

function RecordPaymentModal({ agreement, onClose }: { agreement: Agreement; onClose: () => void }) {
  const add = useAddPayment(agreement.id);
  const { today } = useShopTime();
  const [failure, setFailure] = useState<string | null>(null);
  // Who still owes most is who most likely paid; the amount starts at their balance.
  const payer: Payer =
    toCents(agreement.totals.customer_balance) > 0n ||
    toCents(agreement.totals.insurer_balance) === 0n
      ? 'customer'
      : 'insurer';
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      payer,
      amount: balanceOf(agreement, payer),
      method: 'card',
      reference: '',
      received_on: today ?? '',
      reason: '',
    },
    validate: validateWith(paymentCreateSchema, body),
  });
  const values = form.getValues();
  const submit = form.onSubmit(async (v) => {
    setFailure(null);
    try {
      await add.mutateAsync(body(v));
      showToast({
        type: 'success',
        title: 'Payments',
        message: v.method === 'write_off' ? 'Written off' : 'Payment recorded',
      });
      onClose();
    } catch (error) {
      setFailure(refusalText(showServerErrors(form, error), error, PAYMENT_FAILED));
    }
  });
  return (
    <Modal opened onClose={onClose} title="Record a payment" centered>
      <form onSubmit={submit} noValidate aria-label="Record a payment">
        <Stack gap="sm">
          <RefusalAlert title={PAYMENT_FAILED} failure={failure} />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <Select
              label="From"
              allowDeselect={false}
              data={PAYERS.map((value) => ({ value, label: PAYER_LABELS[value] }))}
              {...form.getInputProps('payer')}
              onChange={(next) => {
                const chosen = (next ?? 'customer') as Payer;
                form.setValues({ payer: chosen, amount: balanceOf(agreement, chosen) });
              }}
            />
            <NumberInput
              label="Amount"
              withAsterisk
              description={`Owed: ${formatUsd(balanceOf(agreement, values.payer)) ?? '$0.00'}`}
              {...MONEY_INPUT}
              {...form.getInputProps('amount')}
            />
            <Select
              label="Method"
              allowDeselect={false}
              data={PAYMENT_METHODS.map((value) => ({
                value,
                label: PAYMENT_METHOD_LABELS[value],
              }))}
              {...form.getInputProps('method')}
            />
            <TextInput
              type="date"
              label="Received on"
              withAsterisk
              {...form.getInputProps('received_on')}
            />
          </SimpleGrid>
          <TextInput
            label="Reference"
            placeholder="Check number, card slip…"
            {...form.getInputProps('reference')}
          />
          {values.method === 'write_off' && (
            <TextInput
              label="Why it will not be collected"
              withAsterisk
              {...form.getInputProps('reason')}
            />
          )}
          <FormButtons
            submitLabel={values.method === 'write_off' ? 'Write off' : 'Record payment'}
            loading={add.isPending}
            onCancel={onClose}
          />
        </Stack>
      </form>
    </Modal>
  );
}

/** A refund is listed as the money given back: its amount below 0, said as a refund. */
const paymentTitle = (p: PaymentRecord) =>
  p.kind === 'refund'
    ? `Refund to ${PAYER_LABELS[p.payer].toLowerCase()} · ${PAYMENT_METHOD_LABELS[p.method]}`
    : `${PAYER_LABELS[p.payer]} · ${PAYMENT_METHOD_LABELS[p.method]}`;
const refundedAmount = (p: PaymentRecord) => fromCents(-toCents(p.amount));

/**
 * The payments received against the agreement and the refunds given back; with manage charges,
 * recorded and removed here.
 */
export function AgreementPayments({
  agreement,
  canManageCharges,
}: {
  agreement: Agreement;
  canManageCharges: boolean;
}) {
  const [recording, setRecording] = useState(false);
  const remove = useDeletePayment();
  const confirmRemove = (p: PaymentRecord) =>
    openAppModal({
      type: 'confirm',
      title: p.kind === 'refund' ? 'Remove refund' : 'Remove payment',
      message:
        p.kind === 'refund'
          ? `Remove the refund of ${formatUsd(refundedAmount(p)) ?? ''} to the ${PAYER_LABELS[p.payer].toLowerCase()}? It will be owed back to them again.`
          : `Remove the ${PAYMENT_METHOD_LABELS[p.method].toLowerCase()} of ${formatUsd(p.amount) ?? ''} from the ${PAYER_LABELS[p.payer].toLowerCase()}? Its amount will be owed again.`,
      confirmLabel: 'Remove',
      onConfirm: () =>
        remove.mutate(p.id, {
          onSuccess: () =>
            showToast({
              type: 'success',
              title: 'Payments',
              message: p.kind === 'refund' ? 'Refund removed' : 'Payment removed',
            }),
          onError: (error) =>
            showToast({
              type: 'error',
              title: PAYMENT_DELETE_FAILED,
              message: refusalText({ fields: {}, other: [] }, error, PAYMENT_DELETE_FAILED),
            }),
        }),
    });
  const owed =
    toCents(agreement.totals.customer_balance) + toCents(agreement.totals.insurer_balance) > 0n;
  const lent = agreement.status === 'out' || agreement.status === 'returned';
  return (
    <Stack gap="sm">
      <OverpaidPayers agreement={agreement} canManageCharges={canManageCharges} />
      {agreement.payments.length === 0 ? (
        <Text size="sm" c="dimmed">
          No payments yet.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={0}>
          <Table aria-label="Payments" verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Payment</Table.Th>
                <Table.Th ta="right">Amount</Table.Th>
                {canManageCharges && <Table.Th aria-label="Actions" />}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {agreement.payments.map((p) => (
                <Table.Tr key={p.id}>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {paymentTitle(p)}
                    </Text>
                    <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      {[formatDate(p.received_on), p.reference, p.reason]
                        .filter(Boolean)
                        .join(' · ')}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right">{formatUsd(p.amount)}</Table.Td>
                  {canManageCharges && (
                    <Table.Td>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={
                          p.kind === 'refund'
                            ? `Remove refund of ${formatUsd(refundedAmount(p)) ?? ''}`
                            : `Remove ${PAYMENT_METHOD_LABELS[p.method]} of ${formatUsd(p.amount) ?? ''}`
                        }
                        onClick={() => confirmRemove(p)}
                      >
                        <IconTrash size={16} aria-hidden />
                      </ActionIcon>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {canManageCharges && lent && owed && (
        <Group>
          <Button
            variant="light"
            leftSection={<IconCash size={16} aria-hidden />}
            onClick={() => setRecording(true)}
          >
            Record payment
          </Button>
        </Group>
      )}
      {recording && (
        <RecordPaymentModal agreement={agreement} onClose={() => setRecording(false)} />
      )}
    </Stack>
  );
}
