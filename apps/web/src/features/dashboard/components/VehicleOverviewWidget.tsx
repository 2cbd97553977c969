import { DonutChart } from '../../../lib/ui/charts';
import { Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { WIDGET_ERRORS } from '@fleetdesk/contract/dashboard';
import { useWidgetData } from '../api/get-widget-data';
import { Figure, WidgetBody } from './WidgetCard';
import { MeasuredChart } from '../../../lib/ui/MeasuredChart';

const TYPES = [
  { key: 'loaner', label: 'Loaner', color: 'blue.7' },
  { key: 'employee', label: 'Employee', color: 'teal.7' },
  { key: 'service', label: 'Service', color: 'orange.7' },
  { key: 'general', label: 'General', color: 'gray.7' },
] as const;

/** Total, active and archived vehicles, and the active ones by type (spec 1 section 2). */
export function VehicleOverviewWidget() {
  const query = useWidgetData('vehicle-overview');
  return (
    <WidgetBody query={query} errorText={WIDGET_ERRORS['vehicle-overview']} reserve={172}>
      {(data) =>
        data.total_vehicles === 0 ? (
          <Text c="dimmed">No vehicles yet.</Text>
        ) : (
          <Stack gap="sm">
            <SimpleGrid cols={3}>
              <Figure label="Total" value={data.total_vehicles} />
              <Figure label="Active" value={data.active_vehicles} />
              <Figure label="Archived" value={data.archived_vehicles} />
            </SimpleGrid>
            <Group align="center" wrap="nowrap">
              {data.active_vehicles > 0 && (
                <MeasuredChart height={110} width={110}>
                  <DonutChart
                    size={110}
                    thickness={18}
                    data={TYPES.map((t) => ({
                      name: t.label,
                      value: data.breakdown[t.key],
                      color: t.color,
                    }))}
                  />
                </MeasuredChart>
              )}
              <Stack gap={2} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {TYPES.map((t) => (
                  <Text component="li" size="sm" key={t.key}>
                    {t.label}: <strong>{data.breakdown[t.key]}</strong>
                  </Text>
                ))}
              </Stack>
            </Group>
          </Stack>
        )
      }
    </WidgetBody>
  );
}
