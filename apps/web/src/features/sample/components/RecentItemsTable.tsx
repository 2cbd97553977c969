import { Badge, Progress, Table, Text } from '@mantine/core';
import {
  SAMPLE_RECENT_ITEMS,
  type SampleItem,
  type SampleStatus,
} from '@fleetdesk/contract/sample';
import { timeAgo } from '@fleetdesk/contract/rules/time-ago';

export const NO_ITEMS = 'No items yet';

const STATUS_COLORS: Record<SampleStatus, string> = {
  active: 'blue',
  inactive: 'gray',
  pending: 'yellow',
  completed: 'green',
  cancelled: 'red',
};

/** The 10 most recently updated items, whatever the server sends (spec 1 section 9). */
export function RecentItemsTable({ items: received }: { items: SampleItem[] }) {
  const items = [...received]
    .sort((a, b) => Date.parse(b.updated_at) - Date.parse(a.updated_at))
    .slice(0, SAMPLE_RECENT_ITEMS);
  if (items.length === 0) return <Text c="dimmed">{NO_ITEMS}</Text>;
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Category</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Priority</Table.Th>
            <Table.Th>Completion</Table.Th>
            <Table.Th>Updated</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.id}>
              <Table.Td>
                <Text fw={500}>{item.name}</Text>
                <Text size="sm" c="dimmed">
                  {item.description}
                </Text>
              </Table.Td>
              <Table.Td>{item.category}</Table.Td>
              <Table.Td>
                <Badge color={STATUS_COLORS[item.status]} variant="dot">
                  {item.status}
                </Badge>
              </Table.Td>
              <Table.Td>{item.priority_label}</Table.Td>
              <Table.Td miw={140}>
                <Text size="xs">{item.completion_percentage}%</Text>
                <Progress
                  value={item.completion_percentage}
                  aria-label={`${item.name}: ${item.completion_percentage}% complete`}
                />
              </Table.Td>
              <Table.Td>{timeAgo(item.updated_at)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
