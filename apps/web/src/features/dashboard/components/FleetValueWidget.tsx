import { Anchor, Group, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { WIDGET_ERRORS } from '@fleetdesk/contract/dashboard';
import { coveragePercent } from '@fleetdesk/contract/rules/widget-order';
import { Link } from 'react-router';
import { formatDate, formatUsdWhole } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { useWidgetData } from '../api/get-widget-data';
import { Figure, WidgetBody } from './WidgetCard';

/** Total value in USD without decimals, valued against total, coverage, recent valuations. */
export function FleetValueWidget() {
  const query = useWidgetData('fleet-value');
  return (
    <WidgetBody query={query} errorText={WIDGET_ERRORS['fleet-value']} reserve={220}>
      {(data) => {
        if (data.total_vehicles === 0) return <Text c="dimmed">No vehicles yet.</Text>;
        const coverage = coveragePercent(data.valued_vehicles, data.total_vehicles);
        return (
          <Stack gap="sm">
            <SimpleGrid cols={2}>
              <Figure label="Total value" value={formatUsdWhole(data.total_value)} />
              <Figure
                label="Valued vehicles"
                value={`${data.valued_vehicles} of ${data.total_vehicles}`}
              />
            </SimpleGrid>
            <div>
              <Text size="sm">Coverage: {coverage}%</Text>
              <Progress value={coverage} aria-label="Valuation coverage" mt={4} />
            </div>
            <Text size="sm" fw={600}>
              Recent valuations
            </Text>
            {data.recent_valuations.length === 0 ? (
              <Text size="sm" c="dimmed">
                No vehicle has a value yet.
              </Text>
            ) : (
              <Stack gap={4}>
                {data.recent_valuations.map((v) => (
                  <Group key={v.vin} justify="space-between" wrap="nowrap">
                    <Anchor component={Link} to={paths.vehicles.detail(v.vin)} size="sm">
                      {v.description}
                    </Anchor>
                    <Text size="sm">
                      {formatUsdWhole(v.current_value)}{' '}
                      <Text span size="xs" c="dimmed">
                        {formatDate(v.updated_at)}
                      </Text>
                    </Text>
                  </Group>
                ))}
              </Stack>
            )}
          </Stack>
        );
      }}
    </WidgetBody>
  );
}
