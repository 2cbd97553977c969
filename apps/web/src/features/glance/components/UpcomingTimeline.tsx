import { Anchor, Badge, Group, Stack, Text, Timeline, Title } from '@mantine/core';
import type { UpcomingItem, UpcomingKind } from '@fleetdesk/contract/vehicle-glance';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format';

const KIND_LABELS: Record<UpcomingKind, string> = {
  registration: 'Registration',
  insurance: 'Insurance',
  service: 'Service',
  financing: 'Payment',
  loaner: 'Loaner',
};

/** What comes next on the vehicle, by date; an overdue item keeps its date and says so. */
export function UpcomingTimeline({ items, today }: { items: UpcomingItem[]; today: string }) {
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        Upcoming
      </Title>
      {items.length === 0 ? (
        <Text c="dimmed" size="sm">
          Nothing coming up: no registration, insurance, service or payment is due.
        </Text>
      ) : (
        <Timeline bulletSize={14} lineWidth={2} active={-1}>
          {items.map((item) => {
            // A mileage forecast gone by is not overdue: nothing says the miles were driven.
            const passed = item.date < today;
            const badge = passed
              ? {
                  color: item.forecast ? 'yellow' : 'red',
                  text: item.forecast ? 'Forecast passed' : 'Overdue',
                }
              : { color: 'gray', text: KIND_LABELS[item.kind] };
            return (
              <Timeline.Item
                key={`${item.kind}-${item.date}-${item.title}`}
                title={
                  <Anchor component={Link} to={item.url} size="sm" fw={500}>
                    {item.title}
                  </Anchor>
                }
              >
                <Group gap={6}>
                  <Text size="xs" c="dimmed">
                    {formatDate(item.date)}
                  </Text>
                  <Badge size="xs" variant="light" color={badge.color}>
                    {badge.text}
                  </Badge>
                </Group>
              </Timeline.Item>
            );
          })}
        </Timeline>
      )}
    </Stack>
  );
}
