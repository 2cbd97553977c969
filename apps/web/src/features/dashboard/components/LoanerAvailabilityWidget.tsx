import { Anchor, SimpleGrid, Stack, Text } from '@mantine/core';
import { LOANER_LIST_LIMIT, WIDGET_ERRORS } from '@fleetdesk/contract/dashboard';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { useWidgetData } from '../api/get-widget-data';
import { Figure, WidgetBody } from './WidgetCard';

/** Total, available and assigned loaners, and at most 3 of them, whatever the server sends. */
export function LoanerAvailabilityWidget() {
  const query = useWidgetData('loaner-availability');
  return (
    <WidgetBody query={query} errorText={WIDGET_ERRORS['loaner-availability']} reserve={144}>
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
            <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {data.loaner_list.slice(0, LOANER_LIST_LIMIT).map((l) => (
                <li key={l.vin}>
                  <Anchor component={Link} to={paths.vehicles.detail(l.vin)} size="sm">
                    {l.vin}
                  </Anchor>
                  <Text span size="sm" c="dimmed">
                    {' '}
                    {l.description}
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
