import {
  IMPORT_FIELD_LABELS,
  IMPORT_FIELDS,
  type ImportField,
  type ImportMapping,
} from '@fleetdesk/contract/vehicle-import';
import { Table, Text } from '@mantine/core';
import { Select } from '../../../lib/ui/Select';

const NOT_IMPORTED = '';

type Props = {
  columns: readonly string[];
  mapping: ImportMapping;
  onChange: (mapping: ImportMapping) => void;
  disabled?: boolean;
};

/**
 * Each column of the file and the field it feeds (guessed by the server, changeable here). A
 * field already fed by another column is offered disabled: one column per field.
 */
export function MappingTable({ columns, mapping, onChange, disabled }: Props) {
  const used = new Set(Object.values(mapping));
  const choose = (column: string, value: string | null) => {
    const next: ImportMapping = { ...mapping };
    if (value === null || value === NOT_IMPORTED) delete next[column];
    else next[column] = value as ImportField;
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
                  ...IMPORT_FIELDS.map((field) => ({
                    value: field,
                    label: IMPORT_FIELD_LABELS[field],
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
