import {
  IMPORT_FIELD_LABELS,
  IMPORT_FIELDS,
  type ImportField,
} from '@fleetdesk/contract/vehicle-import';
import { Table, Text } from '@mantine/core';
import { Select } from '../../../lib/ui/Select';

const NOT_IMPORTED = '';

type Props<F extends string> = {
  columns: readonly string[];
  mapping: Record<string, F>;
  onChange: (mapping: Record<string, F>) => void;
  disabled?: boolean;
  /** The fields a column can feed and their labels: the fleet import's unless given (fuel cards). */
  fields?: readonly F[];
  labels?: Record<F, string>;
};

/**
 * Each column of the file and the field it feeds (guessed by the server, changeable here). A
 * field already fed by another column is offered disabled: one column per field.
 */
export function MappingTable<F extends string = ImportField>({
  columns,
  mapping,
  onChange,
  disabled,
  fields = IMPORT_FIELDS as unknown as readonly F[],
  labels = IMPORT_FIELD_LABELS as Record<F, string>,
}: Props<F>) {
  const used = new Set(Object.values(mapping));
  const choose = (column: string, value: string | null) => {
    const next: Record<string, F> = { ...mapping };
    if (value === null || value === NOT_IMPORTED) delete next[column];
    else next[column] = value as F;
    onChange(next);
  };
  return (
    <Table layout="fixed" verticalSpacing="xs" aria-label="Columns and fields">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Column in the file</Table.Th>
          <Table.Th>Field</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {columns.map((column, i) => (
          <Table.Tr key={`${i}-${column}`}>
            <Table.Td>
              <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                {column || `(column ${i + 1} has no header)`}
              </Text>
            </Table.Td>
            <Table.Td>
              <Select
                aria-label={`Field for column ${column || i + 1}`}
                value={mapping[column] ?? NOT_IMPORTED}
                onChange={(value) => choose(column, value)}
                disabled={disabled || column === ''}
                allowDeselect={false}
                data={[
                  { value: NOT_IMPORTED, label: 'Not imported' },
                  ...fields.map((field) => ({
                    value: field,
                    label: labels[field],
                    disabled: used.has(field) && mapping[column] !== field,
                  })),
                ]}
              />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
