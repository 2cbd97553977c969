import { Anchor, Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { LOANER_LIST_LIMIT, WIDGET_ERRORS } from '@fleetdesk/contract/dashboard';
import type { BoardState } from '@fleetdesk/contract/loaners';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { useWidgetData } from '../api/get-widget-data';
import { Figure, WidgetBody } from './WidgetCard';

/** The loaner board's words and colours for a loaner's state now. */
const STATES: Record<BoardState, { label: string; color: string }> = {
  available: { label: 'Available', color: 'teal' },
  reserved: { label: 'Reserved', color: 'blue' },
  out: { label: 'Out', color: 'gray' },
  overdue: { label: 'Overdue', color: 'red' },
};

/**
 * Total, available and assigned loaners (the board's states: assigned are the reserved, out and
 * overdue ones, said apart), and at most 3 of them, whatever the server sends.
 */
export function LoanerAvailabilityWidget() {
  const query = useWidgetData('loaner-availability');
  return (
    <WidgetBody query={query} errorText={WIDGET_ERRORS['loaner-availability']} reserve={168}>
      {(data) =>
        data.total_loaners === 0 ? (
          <Text c="dimmed">No loaner vehicles yet.</Text>
        ) : (
          <Stack gap="sm">
            <SimpleGrid cols={3}>
              <Figure label="Total" value={data.total_loaners} />
              <Figure label="Available" value={data.available_loaners} />
              <Figure label="Assigned" value={data.assigned_loaners} />
            </SimpleGrid>
            {data.assigned_loaners > 0 && (
              <Text size="sm" aria-label="Assigned loaners by state">
                {`${data.out_loaners} out · `}
                <Text span size="sm" c={data.overdue_loaners > 0 ? 'red' : undefined} fw={600}>
                  {`${data.overdue_loaners} overdue`}
                </Text>
                {` · ${data.reserved_loaners} reserved`}
              </Text>
            )}
            <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {data.loaner_list.slice(0, LOANER_LIST_LIMIT).map((l) => (
                <li key={l.vin}>
                  <Group gap={6} wrap="nowrap">
                    <Anchor component={Link} to={paths.vehicles.detail(l.vin)} size="sm" fw={600}>
                      {l.license_plate || l.vin}
                    </Anchor>
                    <Badge size="xs" variant="light" color={STATES[l.state].color}>
                      {STATES[l.state].label}
                    </Badge>
                  </Group>
                  <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {`${l.description} · ${l.vin}`}
                  </Text>
                </li>
              ))}
            </Stack>
          </Stack>
        )
      }
    </WidgetBody>
  );
}
