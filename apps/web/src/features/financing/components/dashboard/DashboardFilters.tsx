import type { FinancingDashboard } from '@fleetdesk/contract/financing-lists';
import { Button, Group, SegmentedControl, TextInput } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconSearch } from '@tabler/icons-react';
import type { DashboardParams } from '../../api/get-dashboard';

export type SortField = 'end_date' | 'monthly_payment' | 'vehicle';

const SORTS: { field: SortField; label: string }[] = [
  { field: 'end_date', label: 'Due Date' },
  { field: 'monthly_payment', label: 'Payment Amount' },
  { field: 'vehicle', label: 'Vehicle Name' },
];

type Props = {
  search: string;
  onSearch: (text: string) => void;
  type: DashboardParams['type'];
  onType: (type: DashboardParams['type']) => void;
  counts: FinancingDashboard['type_counts'] | undefined;
  ordering: DashboardParams['ordering'];
  onOrdering: (ordering: DashboardParams['ordering']) => void;
};

/** Clicking the active sort reverses it; another one starts ascending (spec 2 section 2). */
export function nextOrdering(current: DashboardParams['ordering'], field: SortField) {
  if (current === field) return `-${field}` as const;
  return field;
}

/** Spec 2, dashboard: search, type filter with counts and the sort buttons. */
export function DashboardFilters(props: Props) {
  const { counts, ordering } = props;
  const withCount = (label: string, n: number | undefined) =>
    n === undefined ? label : `${label} (${n})`;
  return (
    <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
      <TextInput
        label="Search financing"
        placeholder="Vehicle, company, payment amount or type"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={props.search}
        onChange={(e) => props.onSearch(e.currentTarget.value)}
        w={{ base: '100%', sm: 320 }}
      />
      <SegmentedControl
        aria-label="Financing type"
        value={props.type}
        onChange={(value) => props.onType(value as DashboardParams['type'])}
        data={[
          { value: 'all', label: withCount('All', counts?.all) },
          { value: 'loan', label: withCount('Loans', counts?.loans) },
          { value: 'lease', label: withCount('Leases', counts?.leases) },
        ]}
      />
      <Group gap="xs" role="group" aria-label="Sort by">
        {SORTS.map(({ field, label }) => {
          const active = ordering === field || ordering === `-${field}`;
          const descending = ordering === `-${field}`;
          const Arrow = descending ? IconArrowDown : IconArrowUp;
          return (
            <Button
              key={field}
              size="xs"
              variant={active ? 'filled' : 'default'}
              aria-pressed={active}
              title={active ? (descending ? 'Descending' : 'Ascending') : undefined}
              rightSection={
                active ? (
                  <Arrow size={14} aria-label={descending ? 'descending' : 'ascending'} />
                ) : undefined
              }
              onClick={() => props.onOrdering(nextOrdering(ordering, field))}
            >
              {label}
            </Button>
          );
        })}
      </Group>
    </Group>
  );
}
