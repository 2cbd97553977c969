import type { AuditEvent } from '@fleetdesk/contract/audit';
import { Badge, Group, List, Paper, Stack, Text } from '@mantine/core';
import { useShopTime } from '../../shops';

/** Who did it: the person, and the API token when one made the change. */
export function whoOf(event: AuditEvent): string {
  const person = event.who.name ?? 'System';
  return event.who.token_name ? `${person} (API token “${event.who.token_name}”)` : person;
}

/**
 * One change in the trail: the sentence, who and when (`when`: on the shop's clock, as the CSV
 * export writes it), and each field before → after. Long values wrap (a note, a list) so the
 * item fits a phone's width.
 */
export function AuditEventItem({
  event,
  when,
  showVehicle = false,
}: {
  event: AuditEvent;
  when: string | null;
  showVehicle?: boolean;
}) {
  return (
    <Paper withBorder radius="md" p="sm" component="li" aria-label={event.summary}>
      <Stack gap={6}>
        <Group gap="xs" wrap="wrap" justify="space-between">
          <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {event.summary}
          </Text>
          <Badge variant="light" size="sm">
            {event.area_display}
          </Badge>
        </Group>
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {[whoOf(event), when, showVehicle ? event.vehicle : null].filter(Boolean).join(' · ')}
        </Text>
        {event.changes.length > 0 && (
          <List size="sm" spacing={2} aria-label="Changed fields">
            {event.changes.map((change) => (
              <List.Item key={change.field} style={{ overflowWrap: 'anywhere' }}>
                <Text span fw={500} size="sm">
                  {change.label}:
                </Text>{' '}
                <Text span size="sm" c={change.before === null ? 'dimmed' : undefined}>
                  {change.before ?? '(none)'}
                </Text>{' '}
                →{' '}
                <Text span size="sm" c={change.after === null ? 'dimmed' : undefined}>
                  {change.after ?? '(none)'}
                </Text>
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Paper>
  );
}

/** The events as a list, newest first as the API sends them. */
export function AuditEventList({
  events,
  showVehicle = false,
  label,
}: {
  events: AuditEvent[];
  showVehicle?: boolean;
  label: string;
}) {
  const shopTime = useShopTime();
  return (
    <Stack
      gap="xs"
      component="ul"
      aria-label={label}
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {events.map((event) => (
        <AuditEventItem
          key={event.id}
          event={event}
          when={shopTime.dateTime(event.created_at)}
          showVehicle={showVehicle}
        />
      ))}
    </Stack>
  );
}
