import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Select } from '../../../../lib/ui/Select';
import { IconFilter } from '@tabler/icons-react';
import { useState } from 'react';
import type { FinancingSummaryQuery } from '@fleetdesk/contract/financing-export';
import { SummaryReport } from './SummaryReport';

const VIEWS = ['Summary', 'Detailed', 'Payments', 'Performance'] as const;
type View = (typeof VIEWS)[number];

/** The Reports tab (spec 2 section 4): a filters panel and four views; only Summary is built. */
export function FinancingReportsTab() {
  const [view, setView] = useState<View>('Summary');
  const [showFilters, setShowFilters] = useState(false);
  const [filters, setFilters] = useState<FinancingSummaryQuery>({});

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={3}>Financial Reports</Title>
        <Button
          variant={showFilters ? 'filled' : 'light'}
          leftSection={<IconFilter size={16} aria-hidden />}
          aria-expanded={showFilters}
          aria-controls="report-filters"
          onClick={() => setShowFilters((s) => !s)}
        >
          {showFilters ? 'Hide Filters' : 'Show Filters'}
        </Button>
      </Group>
      {showFilters && (
        <Paper id="report-filters" withBorder p="md" radius="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label="Financing type"
              placeholder="All types"
              clearable
              data={[
                { value: 'LOAN', label: 'Loans' },
                { value: 'LEASE', label: 'Leases' },
              ]}
              value={filters.financing_type ?? null}
              onChange={(v) =>
                setFilters((f) => ({
                  ...f,
                  financing_type: (v ?? undefined) as 'LOAN' | undefined,
                }))
              }
            />
            <Select
              label="Status"
              placeholder="Active and inactive"
              clearable
              data={[
                { value: 'active', label: 'Active' },
                { value: 'inactive', label: 'Inactive' },
              ]}
              value={filters.status ?? null}
              onChange={(v) =>
                setFilters((f) => ({ ...f, status: (v ?? undefined) as 'active' | undefined }))
              }
            />
          </SimpleGrid>
        </Paper>
      )}
      <Group gap="xs" role="group" aria-label="Report view">
        {VIEWS.map((v) => (
          <Button
            key={v}
            variant={view === v ? 'filled' : 'default'}
            aria-pressed={view === v}
            onClick={() => setView(v)}
          >
            {v}
          </Button>
        ))}
      </Group>
      {view === 'Summary' ? (
        <SummaryReport filters={filters} />
      ) : (
        <Paper withBorder p="xl" radius="md">
          <Stack align="center" gap={4}>
            <Title order={4}>{`${view} Report`}</Title>
            <Text c="dimmed">Coming Soon</Text>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
