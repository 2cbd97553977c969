import { Checkbox, NativeSelect, Stack, Table, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { CoverageType } from '@fleetdesk/contract/insurance';
import { formatUsd } from '../../../lib/format';
import type { RenewalValues } from './renewal-values';

type Props = { form: UseFormReturnType<RenewalValues>; coverageTypes: CoverageType[] };

// Plain inputs: a row per vehicle of the fleet, so each row must stay light to render.
const money = { inputMode: 'decimal', leftSection: '$', placeholder: '0.00' } as const;

/**
 * Spec 2, bulk renewal: one row per vehicle with premium, deductibles, coverage type and notes;
 * Exclude disables the row's inputs and takes it out of the total.
 */
export function RenewalAllocationTable({ form, coverageTypes }: Props) {
  const types = coverageTypes.map((c) => ({ value: String(c.id), label: c.name }));
  const rows = form.getValues().vehicle_allocations;
  return (
    <Table.ScrollContainer minWidth={1100}>
      <Table aria-label="Vehicle allocation" verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Vehicle</Table.Th>
            <Table.Th>Current Cost</Table.Th>
            <Table.Th>Premium</Table.Th>
            <Table.Th>Collision Deductible</Table.Th>
            <Table.Th>Comprehensive Deductible</Table.Th>
            <Table.Th>Coverage Type</Table.Th>
            <Table.Th>Notes</Table.Th>
            <Table.Th>Exclude</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, i) => {
            const name = `${row.description} (${row.license_plate})`;
            const path = `vehicle_allocations.${i}`;
            const excluded = !row.include_in_renewal;
            return (
              <Table.Tr key={row.vehicle_vin} opacity={excluded ? 0.55 : 1}>
                <Table.Td>
                  <Stack gap={0}>
                    <Text size="sm" fw={500}>
                      {row.description}
                    </Text>
                    <Text size="xs" c="dimmed">{`${row.license_plate} · ${row.vehicle_vin}`}</Text>
                  </Stack>
                </Table.Td>
                <Table.Td>{formatUsd(row.current_insurance_cost) ?? 'None'}</Table.Td>
                <Table.Td>
                  <TextInput
                    {...money}
                    aria-label={`Premium for ${name}`}
                    disabled={excluded}
                    key={form.key(`${path}.vehicle_premium`)}
                    {...form.getInputProps(`${path}.vehicle_premium`)}
                  />
                </Table.Td>
                <Table.Td>
                  <TextInput
                    {...money}
                    aria-label={`Collision deductible for ${name}`}
                    disabled={excluded}
                    key={form.key(`${path}.collision_deductible`)}
                    {...form.getInputProps(`${path}.collision_deductible`)}
                  />
                </Table.Td>
                <Table.Td>
                  <TextInput
                    {...money}
                    aria-label={`Comprehensive deductible for ${name}`}
                    disabled={excluded}
                    key={form.key(`${path}.comprehensive_deductible`)}
                    {...form.getInputProps(`${path}.comprehensive_deductible`)}
                  />
                </Table.Td>
                <Table.Td>
                  <NativeSelect
                    aria-label={`Coverage type for ${name}`}
                    data={[{ value: '', label: '—' }, ...types]}
                    disabled={excluded}
                    key={form.key(`${path}.coverage_type_id`)}
                    value={row.coverage_type_id ?? ''}
                    onChange={(e) =>
                      form.setFieldValue(
                        `${path}.coverage_type_id`,
                        e.currentTarget.value === '' ? null : e.currentTarget.value,
                      )
                    }
                  />
                </Table.Td>
                <Table.Td>
                  <TextInput
                    aria-label={`Notes for ${name}`}
                    disabled={excluded}
                    key={form.key(`${path}.notes`)}
                    {...form.getInputProps(`${path}.notes`)}
                  />
                </Table.Td>
                <Table.Td>
                  <Checkbox
                    aria-label={`Exclude ${name}`}
                    checked={excluded}
                    onChange={(e) =>
                      form.setFieldValue(`${path}.include_in_renewal`, !e.currentTarget.checked)
                    }
                  />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
