import { Badge, Progress, Text } from '@mantine/core';
import {
  SAMPLE_RECENT_ITEMS,
  type SampleItem,
  type SampleStatus,
} from '@fleetdesk/contract/sample';
import { timeAgo } from '@fleetdesk/contract/rules/time-ago';
import { ResponsiveTable, type Column } from '../../../lib/ui/ResponsiveTable';

export const NO_ITEMS = 'No items yet';

const STATUS_COLORS: Record<SampleStatus, string> = {
  active: 'blue',
  inactive: 'gray',
  pending: 'yellow',
  completed: 'green',
  cancelled: 'red',
};

const COLUMNS: Column<SampleItem>[] = [
  {
    header: 'Name',
    cell: (item) => (
      <>
        <Text fw={500}>{item.name}</Text>
        <Text size="sm" c="dimmed">
          {item.description}
        </Text>
      </>
    ),
    card: 'title',
  },
  { header: 'Category', cell: (item) => item.category },
  {
    header: 'Status',
    cell: (item) => (
      <Badge color={STATUS_COLORS[item.status]} variant="dot">
        {item.status}
      </Badge>
    ),
    card: 'badge',
  },
  { header: 'Priority', cell: (item) => item.priority_label },
  {
    header: 'Completion',
    cell: (item) => (
      <div style={{ minWidth: 120 }}>
        <Text size="xs">{item.completion_percentage}%</Text>
        <Progress
          value={item.completion_percentage}
          aria-label={`${item.name}: ${item.completion_percentage}% complete`}
        />
      </div>
    ),
  },
  { header: 'Updated', cell: (item) => timeAgo(item.updated_at) },
];

/** The 10 most recently updated items, whatever the server sends (spec 1 section 9). */
export function RecentItemsTable({ items: received }: { items: SampleItem[] }) {
  const items = [...received]
    .sort((a, b) => Date.parse(b.updated_at) - Date.parse(a.updated_at))
    .slice(0, SAMPLE_RECENT_ITEMS);
  if (items.length === 0) return <Text c="dimmed">{NO_ITEMS}</Text>;
  return (
    <ResponsiveTable
      label="Recent items"
      columns={COLUMNS}
      rows={items}
      rowKey={(item) => item.id}
      minWidth={720}
      table={{ striped: true, verticalSpacing: 'xs' }}
    />
  );
}
