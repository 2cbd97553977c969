import { Card, Table, Text, Title } from '@mantine/core';
import type { SearchableModel } from '@fleetdesk/contract/registry';

export const NO_SEARCHABLE = 'No searchable models found';

/** Searchable Models: model, module, fields, weight, has detail page. */
export function SearchableModelsCard({ models }: { models: SearchableModel[] }) {
  return (
    <Card withBorder radius="md" component="section" aria-labelledby="diag-search">
      <Title order={2} size="h4" id="diag-search" mb="sm">
        Searchable Models
      </Title>
      {models.length === 0 ? (
        <Text c="dimmed">{NO_SEARCHABLE}</Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Model</Table.Th>
                <Table.Th>Module</Table.Th>
                <Table.Th>Fields</Table.Th>
                <Table.Th>Weight</Table.Th>
                <Table.Th>Has detail page</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {models.map((m) => (
                <Table.Tr key={`${m.module}.${m.model}`}>
                  <Table.Td>{m.model}</Table.Td>
                  <Table.Td>{m.module}</Table.Td>
                  <Table.Td>{m.fields.join(', ')}</Table.Td>
                  <Table.Td>{m.weight}</Table.Td>
                  <Table.Td>{m.has_detail_page ? 'Yes' : 'No'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Card>
  );
}
