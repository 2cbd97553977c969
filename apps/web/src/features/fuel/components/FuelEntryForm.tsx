import {
  FUEL_TYPE_LABELS,
  FUEL_TYPES,
  fuelEntryCreateSchema,
  type FuelEntry,
  type FuelType,
  type FuelUnit,
} from '@fleetdesk/contract/fuel';
import {
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import { failureDetail, showServerErrors, validateWith } from '../../../lib/form';
import { showToast } from '../../../lib/toast';
import { DateField } from '../../../lib/ui/DateField';
import { Select } from '../../../lib/ui/Select';
import { useShopToday } from '../../shops';
import { FUEL_SAVE_FAILED, useSaveFuelEntry } from '../api/fuel-entries';

type Values = {
  date: string;
  odometer: number | string;
  quantity: string;
  unit: FuelUnit;
  price_per_unit: string;
  total_cost: string;
  vendor: string;
  fuel_type: FuelType;
  partial_fill: boolean;
  reference: string;
};

const UNIT_OPTIONS = [
  { value: 'gallons', label: 'Gallons' },
  { value: 'kwh', label: 'kWh' },
];
const TYPE_OPTIONS = FUEL_TYPES.map((value) => ({ value, label: FUEL_TYPE_LABELS[value] }));

const valuesOf = (entry: FuelEntry | null, today: string): Values => ({
  date: entry?.date ?? today,
  odometer: entry?.odometer ?? '',
  quantity: entry?.quantity ?? '',
  unit: entry?.unit ?? 'gallons',
  price_per_unit: entry?.price_per_unit ?? '',
  total_cost: entry?.total_cost ?? '',
  vendor: entry?.vendor ?? '',
  fuel_type: entry?.fuel_type ?? 'regular',
  partial_fill: entry?.partial_fill ?? false,
  reference: entry?.reference ?? '',
});

type Props = {
  vin: string;
  /** The fill being edited; null adds one. */
  entry: FuelEntry | null;
  onDone?: () => void;
};

/**
 * A fill (issue 34 §2): date, odometer, quantity and unit, price or total (the other is worked
 * out), vendor, fuel type, partial fill, reference. Checked with the contract's rules; the server's
 * refusal (an odometer out of step with the readings) is shown on its field, the typing kept.
 */
export function FuelEntryForm({ vin, entry, onDone }: Props) {
  const today = useShopToday();
  const save = useSaveFuelEntry(vin);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: valuesOf(entry, today ?? ''),
    validate: validateWith(fuelEntryCreateSchema, (values: Values) => ({
      ...values,
      vehicle: vin,
    })),
  });
  const editing = entry !== null;
  // The shop's today arrives with the session's context: a new fill starts on it.
  useEffect(() => {
    if (today && !form.values.date && !editing) form.setFieldValue('date', today);
  }, [today, editing, form]);

  const onValid = (values: Values) => {
    // On an edit, what was changed decides what is worked out: a new total gives the price, a
    // new quantity or price gives the total (both kept would disagree).
    const changed = (key: 'quantity' | 'price_per_unit' | 'total_cost') =>
      editing && values[key] !== entry[key];
    const totalOnly = changed('total_cost') && !changed('price_per_unit');
    const totalAgain = !changed('total_cost') && (changed('quantity') || changed('price_per_unit'));
    const body = {
      ...values,
      odometer: values.odometer === '' ? null : values.odometer,
      price_per_unit: totalOnly ? null : values.price_per_unit || null,
      total_cost: totalAgain ? null : values.total_cost || null,
    };
    save.mutate(editing ? { id: entry.id, body } : { body: { ...body, vehicle: vin } }, {
      onSuccess: () => {
        showToast({
          type: 'success',
          title: editing ? 'Fuel entry saved' : 'Fill recorded',
          message: `${values.quantity} ${values.unit === 'kwh' ? 'kWh' : 'gal'} on ${values.date}`,
        });
        if (!editing) form.setValues(valuesOf(null, today ?? ''));
        onDone?.();
      },
      onError: (error) => {
        showServerErrors(form, error);
        showToast({
          type: 'error',
          title: FUEL_SAVE_FAILED,
          message: failureDetail(error, 'Please try again.'),
        });
      },
    });
  };

  return (
    <Paper withBorder p="md" radius="md">
      <form
        onSubmit={form.onSubmit(onValid)}
        noValidate
        aria-label={editing ? 'Edit fuel entry' : 'Add fuel entry'}
      >
        <Stack gap="sm">
          <Title order={4}>{editing ? 'Edit Fuel Entry' : 'Add Fuel Entry'}</Title>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
            <DateField
              label="Date"
              required
              maxDate={today}
              {...form.getInputProps('date')}
              value={form.values.date || null}
              onChange={(day) => form.setFieldValue('date', day ?? '')}
            />
            <NumberInput
              label="Odometer"
              placeholder="Optional"
              min={0}
              allowDecimal={false}
              allowNegative={false}
              thousandSeparator=","
              hideControls
              {...form.getInputProps('odometer')}
            />
            <TextInput
              label="Quantity"
              required
              inputMode="decimal"
              placeholder="e.g. 12.5"
              {...form.getInputProps('quantity')}
            />
            <Select
              label="Unit"
              data={UNIT_OPTIONS}
              allowDeselect={false}
              {...form.getInputProps('unit')}
            />
            <TextInput
              label="Price per unit"
              inputMode="decimal"
              placeholder="e.g. 3.499"
              description="Or the total"
              {...form.getInputProps('price_per_unit')}
            />
            <TextInput
              label="Total"
              inputMode="decimal"
              placeholder="e.g. 43.74"
              description="Or the price per unit"
              {...form.getInputProps('total_cost')}
            />
            <Select
              label="Fuel type"
              data={TYPE_OPTIONS}
              allowDeselect={false}
              {...form.getInputProps('fuel_type')}
            />
            <TextInput label="Vendor" placeholder="Optional" {...form.getInputProps('vendor')} />
            <TextInput
              label="Reference"
              placeholder="Receipt or transaction"
              {...form.getInputProps('reference')}
            />
          </SimpleGrid>
          <Checkbox
            label="Partial fill (the tank was not filled up)"
            {...form.getInputProps('partial_fill', { type: 'checkbox' })}
          />
          <Group justify="flex-end">
            {onDone && editing && (
              <Button variant="default" onClick={onDone}>
                Cancel
              </Button>
            )}
            <Button type="submit" loading={save.isPending}>
              {editing ? 'Save' : 'Add Fill'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
