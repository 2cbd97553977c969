import {
  FINANCING_MESSAGES,
  financingFormSchema,
  LEASE_TYPES,
  type Financing,
} from '@fleetdesk/contract/financing';
import {
  Alert,
  Button,
  Group,
  Modal,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { Select } from '../../../../lib/ui/Select';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { showServerErrors, validateWith } from '../../../../lib/form';
import { showToast } from '../../../../lib/toast';
import { RecordsLoading } from '../../../../lib/ui/RecordsStates';
import { useFinancing } from '../../api/get-financing';
import { useSaveFinancing } from '../../api/save-financing';
import { LEASE_TYPE_LABELS } from '../financing-labels';
import { MONEY_INPUT } from '../../../../lib/money-input';
import { saveFailureText } from '../form-helpers';
import {
  EMPTY_FINANCING,
  financingPayload,
  valuesOf,
  type FinancingFormValues,
} from './financing-form-values';

const LEASE_OPTIONS = LEASE_TYPES.map((value) => ({ value, label: LEASE_TYPE_LABELS[value] }));

type FormProps = { vin: string; financing: Financing | null; onClose: () => void };

function FinancingForm({ vin, financing, onClose }: FormProps) {
  const save = useSaveFinancing(vin);
  // An edit keeps the vehicles the financing already covers; a new one covers this vehicle.
  const vehicles = financing ? financing.vehicles : [vin];
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<FinancingFormValues>({
    mode: 'controlled',
    initialValues: financing ? valuesOf(financing) : EMPTY_FINANCING,
    validate: validateWith(financingFormSchema, (values: FinancingFormValues) =>
      financingPayload(values, vehicles),
    ),
  });
  const isLoan = form.getValues().financing_type === 'LOAN';

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      await save.mutateAsync({
        id: financing?.id ?? null,
        body: financingPayload(values, vehicles),
      });
      showToast({
        type: 'success',
        title: 'Financing',
        message: financing ? FINANCING_MESSAGES.updated : FINANCING_MESSAGES.added,
      });
      onClose();
    } catch (error) {
      // What was typed stays; the server's messages go under their fields.
      const shown = showServerErrors(form, error);
      const text = saveFailureText(shown, error, FINANCING_MESSAGES.saveFailed);
      setFailure(text);
      showToast({ type: 'error', title: FINANCING_MESSAGES.saveFailed, message: text });
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={financing ? 'Edit financing' : 'Add financing'}>
      <Stack gap="sm">
        {failure && <Alert color="red" title={failure} />}
        <Group justify="space-between">
          <Stack gap={4}>
            <Text size="sm" fw={500} id="financing-type-label">
              Financing Type
            </Text>
            <SegmentedControl
              aria-labelledby="financing-type-label"
              data={[
                { value: 'LOAN', label: 'Loan' },
                { value: 'LEASE', label: 'Lease' },
              ]}
              {...form.getInputProps('financing_type')}
            />
          </Stack>
          <Switch label="Active" {...form.getInputProps('is_active', { type: 'checkbox' })} />
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <NumberInput
            label="Monthly Payment"
            withAsterisk
            {...MONEY_INPUT}
            {...form.getInputProps('monthly_payment')}
          />
          <TextInput
            type="date"
            label="Start Date"
            withAsterisk
            {...form.getInputProps('start_date')}
          />
          <TextInput
            type="date"
            label="End Date"
            withAsterisk
            {...form.getInputProps('end_date')}
          />
        </SimpleGrid>
        {isLoan ? (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Lender Name" withAsterisk {...form.getInputProps('lender_name')} />
            <TextInput label="Loan Number" {...form.getInputProps('loan_number')} />
            <NumberInput
              label="Loan Amount"
              withAsterisk
              {...MONEY_INPUT}
              {...form.getInputProps('loan_amount')}
            />
            <NumberInput
              label="Interest Rate (%)"
              withAsterisk
              min={0}
              step={0.01}
              decimalScale={3}
              allowNegative={false}
              hideControls
              {...form.getInputProps('interest_rate')}
            />
            <NumberInput
              label="Opening Balance"
              description="Before the payments recorded here; the remaining balance follows from them"
              {...MONEY_INPUT}
              {...form.getInputProps('opening_balance')}
            />
          </SimpleGrid>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="Leasing Company"
              withAsterisk
              {...form.getInputProps('leasing_company')}
            />
            <Select
              label="Lease Type"
              data={LEASE_OPTIONS}
              allowDeselect={false}
              {...form.getInputProps('lease_type')}
            />
            <NumberInput
              label="Mileage Allowance (miles per year)"
              min={0}
              allowDecimal={false}
              allowNegative={false}
              thousandSeparator=","
              hideControls
              {...form.getInputProps('mileage_allowance')}
            />
            <NumberInput
              label="Excess Mileage Rate"
              {...MONEY_INPUT}
              {...form.getInputProps('excess_mileage_rate')}
            />
          </SimpleGrid>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="GL Account" {...form.getInputProps('gl_account')} />
          <TextInput label="Accounting Class" {...form.getInputProps('quickbooks_class')} />
        </SimpleGrid>
        <Textarea label="Notes" autosize minRows={2} {...form.getInputProps('notes')} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            {financing ? 'Save Financing' : 'Add Financing'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

type Props = {
  vin: string;
  /** null adds a financing to the vehicle; an id edits that one. */
  financingId: number | null;
  onClose: () => void;
};

/** Spec 2, Add or Edit Financing modal; the type (LOAN or LEASE) decides which fields show. */
export function FinancingFormModal({ vin, financingId, onClose }: Props) {
  const editing = financingId !== null;
  const query = useFinancing(financingId);
  return (
    <Modal
      opened
      onClose={onClose}
      title={editing ? 'Edit Financing' : 'Add Financing'}
      centered
      size="lg"
    >
      {!editing ? (
        <FinancingForm vin={vin} financing={null} onClose={onClose} />
      ) : query.isError ? (
        <Alert color="red" title={FINANCING_MESSAGES.editLoadFailed}>
          <Button mt="sm" size="xs" variant="light" color="red" onClick={onClose}>
            Close
          </Button>
        </Alert>
      ) : !query.data ? (
        <RecordsLoading label="Loading financing" />
      ) : (
        <FinancingForm vin={vin} financing={query.data} onClose={onClose} />
      )}
    </Modal>
  );
}
