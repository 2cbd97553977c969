import type { MaintenanceDueItem } from '@fleetdesk/contract/maintenance';
import { SERVICE_TYPE_LABELS } from '@fleetdesk/contract/service';
import { Anchor, Card, Group, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Link } from 'react-router';
import { formatDate, formatMiles } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { MaintenanceStateBadge } from './MaintenanceStateBadge';

/** Under 600 px wide the list is a column of cards. */
const PHONE_QUERY = '(max-width: 599.98px)';

const key = (d: MaintenanceDueItem) => `${d.schedule}-${d.vehicle_vin}`;
const Vehicle = ({ d }: { d: MaintenanceDueItem }) => (
  <Anchor component={Link} to={paths.vehicles.detail(d.vehicle_vin)} size="sm">
    {d.vehicle_description}
  </Anchor>
);
const miles = (d: MaintenanceDueItem) => {
  const due = formatMiles(d.due_mileage);
  const now = formatMiles(d.current_mileage);
  return due ? `${due}${now ? ` (now ${now})` : ''}` : '—';
};

/** The due list: a table on a wide screen, cards on a phone. */
export function DueList({ items }: { items: MaintenanceDueItem[] }) {
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  if (phone)
    return (
      <Stack
        component="ul"
        gap="sm"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label="Due service"
      >
        {items.map((d) => (
          <Card component="li" key={key(d)} withBorder padding="sm" radius="md">
            <Stack gap={4}>
              <Group justify="space-between" wrap="nowrap">
                <Text fw={600}>{d.name}</Text>
                <MaintenanceStateBadge state={d.state} />
              </Group>
              <Vehicle d={d} />
              <Text size="sm" c="dimmed">
                {SERVICE_TYPE_LABELS[d.service_type]}
              </Text>
              <Text size="sm">Due date: {formatDate(d.due_date) ?? '—'}</Text>
              <Text size="sm">Due mileage: {miles(d)}</Text>
              {d.forecast_date && <Text size="sm">Expected by: {formatDate(d.forecast_date)}</Text>}
            </Stack>
          </Card>
        ))}
      </Stack>
    );
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table aria-label="Due service" striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Vehicle</Table.Th>
            <Table.Th>Schedule</Table.Th>
            <Table.Th>Service Type</Table.Th>
            <Table.Th>Due Date</Table.Th>
            <Table.Th>Due Mileage</Table.Th>
            <Table.Th>Expected By</Table.Th>
            <Table.Th>State</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((d) => (
            <Table.Tr key={key(d)}>
              <Table.Td>
                <Vehicle d={d} />
              </Table.Td>
              <Table.Td>{d.name}</Table.Td>
              <Table.Td>{SERVICE_TYPE_LABELS[d.service_type]}</Table.Td>
              <Table.Td>{formatDate(d.due_date) ?? '—'}</Table.Td>
              <Table.Td>{miles(d)}</Table.Td>
              <Table.Td>{formatDate(d.forecast_date) ?? '—'}</Table.Td>
              <Table.Td>
                <MaintenanceStateBadge state={d.state} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
