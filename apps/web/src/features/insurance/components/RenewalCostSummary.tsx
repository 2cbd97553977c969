import { Card, SimpleGrid, Text, Title } from '@mantine/core';
import { Fragment } from 'react';
import { formatUsd } from '../../../lib/format';
import type { summaryOf } from './renewal-values';

/** Spec 2, bulk renewal: included vehicles, vehicle premiums, additional costs and the total. */
export function RenewalCostSummary({ summary }: { summary: ReturnType<typeof summaryOf> }) {
  const rows: [string, string][] = [
    ['Included Vehicles', String(summary.includedVehicles)],
    ['Vehicle Premiums', formatUsd(summary.vehiclePremiums) ?? '$0.00'],
    ['Additional Costs', formatUsd(summary.additionalCosts) ?? '$0.00'],
    ['Total Premium', formatUsd(summary.total) ?? '$0.00'],
  ];
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label="Cost summary">
      <Title order={3} size="h4" mb="xs">
        Cost Summary
      </Title>
      <SimpleGrid cols={2} spacing={4}>
        {rows.map(([label, value]) => (
          <Fragment key={label}>
            <Text size="sm" c="dimmed">
              {label}
            </Text>
            <Text size="sm" fw={label === 'Total Premium' ? 700 : 500}>
              {value}
            </Text>
          </Fragment>
        ))}
      </SimpleGrid>
    </Card>
  );
}
