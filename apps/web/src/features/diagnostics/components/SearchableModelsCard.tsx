import { Card, Text, Title } from '@mantine/core';
import type { SearchableModel } from '@fleetdesk/contract/registry';
import { ResponsiveTable, type Column } from '../../../lib/ui/ResponsiveTable';

export const NO_SEARCHABLE = 'No searchable models found';

const COLUMNS: Column<SearchableModel>[] = [
  { header: 'Model', cell: (m) => m.model, card: 'title' },
  { header: 'Module', cell: (m) => m.module },
  { header: 'Fields', cell: (m) => m.fields.join(', '), card: 'wide' },
  { header: 'Weight', cell: (m) => m.weight },
  { header: 'Has detail page', cell: (m) => (m.has_detail_page ? 'Yes' : 'No') },
];

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
        <ResponsiveTable
          label="Searchable Models"
          columns={COLUMNS}
          rows={models}
          rowKey={(m) => `${m.module}.${m.model}`}
          minWidth={560}
          table={{ striped: true }}
        />
      )}
    </Card>
  );
}
