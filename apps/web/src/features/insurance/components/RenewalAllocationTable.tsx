import { Checkbox, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { CoverageType } from '@fleetdesk/contract/insurance';
import { formatUsd } from '../../../lib/format';
import { ResponsiveTable, type Column } from '../../../lib/ui/ResponsiveTable';
import type { AllocationValues, RenewalValues } from './renewal-values';

type Props = { form: UseFormReturnType<RenewalValues>; coverageTypes: CoverageType[] };
type Form = Props['form'];

// Plain inputs: a row per vehicle of the fleet, so each row must stay light to render.
const money = { inputMode: 'decimal', leftSection: '$', placeholder: '0.00' } as const;

const nameOf = (row: AllocationValues) => `${row.description} (${row.license_plate})`;
const pathOf = (i: number) => `vehicle_allocations.${i}`;

type AmountField = 'vehicle_premium' | 'collision_deductible' | 'comprehensive_deductible';

function amountColumn(
  form: Form,
  header: string,
  field: AmountField,
  label: string,
): Column<AllocationValues> {
  return {
    header,
    cell: (row, i) => (
      <TextInput
        {...money}
        aria-label={`${label} for ${nameOf(row)}`}
        disabled={!row.include_in_renewal}
        key={form.key(`${pathOf(i)}.${field}`)}
        {...form.getInputProps(`${pathOf(i)}.${field}`)}
      />
    ),
  };
}

function columns(form: Form, coverageTypes: CoverageType[]): Column<AllocationValues>[] {
  const types = [
    { value: '', label: '—' },
    ...coverageTypes.map((c) => ({ value: String(c.id), label: c.name })),
  ];
  return [
    {
      header: 'Vehicle',
      cell: (row) => (
        <Stack gap={0}>
          <Text size="sm" fw={500}>
            {row.description}
          </Text>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {`${row.license_plate} · ${row.vehicle_vin}`}
          </Text>
        </Stack>
      ),
      card: 'title',
    },
    { header: 'Current Cost', cell: (row) => formatUsd(row.current_insurance_cost) ?? 'None' },
    amountColumn(form, 'Premium', 'vehicle_premium', 'Premium'),
    amountColumn(form, 'Collision Deductible', 'collision_deductible', 'Collision deductible'),
    amountColumn(
      form,
      'Comprehensive Deductible',
      'comprehensive_deductible',
      'Comprehensive deductible',
    ),
    {
      header: 'Coverage Type',
      cell: (row, i) => (
        <NativeSelect
          aria-label={`Coverage type for ${nameOf(row)}`}
          data={types}
          disabled={!row.include_in_renewal}
          key={form.key(`${pathOf(i)}.coverage_type_id`)}
          value={row.coverage_type_id ?? ''}
          onChange={(e) =>
            form.setFieldValue(
              `${pathOf(i)}.coverage_type_id`,
              e.currentTarget.value === '' ? null : e.currentTarget.value,
            )
          }
        />
      ),
    },
    {
      header: 'Notes',
      cell: (row, i) => (
        <TextInput
          aria-label={`Notes for ${nameOf(row)}`}
          disabled={!row.include_in_renewal}
          key={form.key(`${pathOf(i)}.notes`)}
          {...form.getInputProps(`${pathOf(i)}.notes`)}
        />
      ),
      card: 'wide',
    },
    {
      header: 'Exclude',
      cell: (row, i) => (
        <Checkbox
          aria-label={`Exclude ${nameOf(row)}`}
          checked={!row.include_in_renewal}
          onChange={(e) =>
            form.setFieldValue(`${pathOf(i)}.include_in_renewal`, !e.currentTarget.checked)
          }
        />
      ),
    },
  ];
}

/**
 * Spec 2, bulk renewal: one row per vehicle with premium, deductibles, coverage type and notes;
 * Exclude disables the row's inputs and takes it out of the total.
 */
export function RenewalAllocationTable({ form, coverageTypes }: Props) {
  return (
    <ResponsiveTable
      label="Vehicle allocation"
      columns={columns(form, coverageTypes)}
      rows={form.getValues().vehicle_allocations}
      rowKey={(row) => row.vehicle_vin}
      minWidth={1100}
      muted={(row) => !row.include_in_renewal}
      table={{ verticalSpacing: 'xs' }}
    />
  );
}
