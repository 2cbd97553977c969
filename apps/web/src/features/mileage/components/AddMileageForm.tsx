import {
  MILEAGE_MESSAGES,
  MILEAGE_SOURCE_LABELS,
  MILEAGE_SOURCES,
  mileageLogCreateSchema,
  type MileageSource,
} from '@fleetdesk/contract/mileage';
import {
  Button,
  Group,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { Select } from '../../../lib/ui/Select';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { ApiError } from '../../../lib/api';
import { showToast } from '../../../lib/toast';
import { MILEAGE_SAVE_FAILED, useCreateMileageLog } from '../api/create-mileage-log';
import { formatMiles } from '../../../lib/format';
import { ConfirmReading } from '../../../lib/ui/ConfirmReading';
import { DateField } from '../../../lib/ui/DateField';
import { useShopToday } from '../../shops';
import { failureDetail, showServerErrors, validateWith } from '../../../lib/form';

const formSchema = mileageLogCreateSchema.pick({ mileage: true, source: true, notes: true });

type Values = {
  mileage: number | string;
  source: MileageSource;
  notes: string;
  /** The day the odometer was read (`YYYY-MM-DD`); empty is now. */
  date_recorded: string;
};
type Entry = { mileage: number; source: MileageSource; notes: string; date_recorded?: string };

const SOURCE_OPTIONS = MILEAGE_SOURCES.map((value) => ({
  value,
  label: MILEAGE_SOURCE_LABELS[value],
}));
const INITIAL: Values = { mileage: '', source: 'manual', notes: '', date_recorded: '' };
const miles = (value: number) => formatMiles(value, { short: true });

/**
 * Spec 2 sections 2 and 5: mileage (required, whole number), source and notes. A reading lower
 * than the current mileage is refused by the server; the user may then record it as a
 * correction after confirming.
 */
export function AddMileageForm({ vin }: { vin: string }) {
  const mutation = useCreateMileageLog(vin);
  const today = useShopToday();
  /** The refused lower reading, offered for resubmission as a correction. */
  const [refused, setRefused] = useState<Entry | null>(null);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: INITIAL,
    validate: validateWith(formSchema),
    onValuesChange: (values, previous) => {
      if (values.mileage !== previous.mileage) setRefused(null);
    },
  });

  const save = (entry: Entry, isCorrection: boolean) => {
    mutation.mutate(
      { vehicle: vin, ...entry, is_correction: isCorrection },
      {
        onSuccess: () => {
          setRefused(null);
          form.reset();
          showToast({
            type: 'success',
            title: 'Mileage recorded',
            message: isCorrection
              ? `${miles(entry.mileage)} recorded as a correction`
              : `${miles(entry.mileage)} added to the mileage history`,
          });
        },
        onError: (error) => {
          const { fields } = showServerErrors(form, error);
          const lowerReading =
            !isCorrection &&
            error instanceof ApiError &&
            error.status === 400 &&
            fields.mileage !== undefined &&
            fields.mileage !== MILEAGE_MESSAGES.invalid;
          setRefused(lowerReading ? entry : null);
          showToast({
            type: 'error',
            title: MILEAGE_SAVE_FAILED,
            message: failureDetail(error, 'Please try again.'),
          });
        },
      },
    );
  };

  const onValid = (values: Values) => {
    const parsed = formSchema.safeParse(values);
    if (!parsed.success) return;
    save(
      {
        mileage: parsed.data.mileage,
        source: parsed.data.source,
        notes: parsed.data.notes,
        ...(values.date_recorded ? { date_recorded: values.date_recorded } : {}),
      },
      false,
    );
  };

  const onInvalid = (errors: Record<string, unknown>) => {
    if (errors.mileage) {
      showToast({ type: 'warning', title: 'Check the mileage', message: MILEAGE_MESSAGES.invalid });
    }
  };

  return (
    <Paper withBorder p="md" radius="md">
      <form onSubmit={form.onSubmit(onValid, onInvalid)} noValidate aria-label="Add mileage entry">
        <Stack gap="sm">
          <Title order={4}>Add Mileage Entry</Title>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
            <NumberInput
              label="Mileage"
              placeholder="e.g. 45,000"
              required
              min={0}
              allowDecimal={false}
              allowNegative={false}
              thousandSeparator=","
              hideControls
              rightSection={
                <Text size="xs" c="dimmed" aria-hidden>
                  mi
                </Text>
              }
              {...form.getInputProps('mileage')}
            />
            <Select
              label="Source"
              data={SOURCE_OPTIONS}
              allowDeselect={false}
              {...form.getInputProps('source')}
            />
            <DateField
              label="Date read"
              placeholder="Today"
              maxDate={today}
              {...form.getInputProps('date_recorded')}
              value={form.values.date_recorded || null}
              onChange={(day) => form.setFieldValue('date_recorded', day ?? '')}
            />
            <TextInput label="Notes" placeholder="Optional" {...form.getInputProps('notes')} />
          </SimpleGrid>
          {refused && (
            <ConfirmReading
              title={
                refused.date_recorded
                  ? 'Out of step with the readings around that day'
                  : 'Lower than the current mileage'
              }
              text={`If the odometer was replaced or an earlier entry was wrong, record ${miles(refused.mileage)} as a correction.`}
              confirmLabel="Record as correction"
              question={{
                title: 'Record as correction?',
                message: `Record ${miles(refused.mileage)} as a correction? It becomes the vehicle's current mileage although it is lower than the last reading.`,
              }}
              loading={mutation.isPending}
              onConfirm={() => save(refused, true)}
            />
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={mutation.isPending}>
              Add Entry
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
