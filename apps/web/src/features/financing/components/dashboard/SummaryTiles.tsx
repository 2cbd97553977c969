import type { FinancingDashboard } from '@fleetdesk/contract/financing-lists';
import { Paper, SimpleGrid, Text } from '@mantine/core';
import { formatUsdWhole } from '../../../../lib/format';

type Props = {
  summary: FinancingDashboard['summary'];
  /** The cards on this page: "12 of 13" when the tiles count more than the page shows. */
  shown: number;
};

/** Spec 2, dashboard summary tiles; money in USD without decimals (section 9). */
export function SummaryTiles({ summary, shown }: Props) {
  const tiles: [string, string, string?][] = [
    ['Total Shown', shown === summary.total ? String(shown) : `${shown} of ${summary.total}`],
    [
      'Payment Issues',
      String(summary.payment_issues),
      summary.payment_issues > 0 ? 'red' : undefined,
    ],
    ['Due Soon', String(summary.due_soon), summary.due_soon > 0 ? 'yellow.8' : undefined],
    ['Current', String(summary.current), 'green'],
    ['Inactive', String(summary.inactive)],
    ['Monthly Total, Active', formatUsdWhole(summary.monthly_total) ?? '$0'],
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm" role="list" aria-label="Summary">
      {tiles.map(([label, value, color]) => (
        <Paper key={label} withBorder p="sm" radius="md" role="listitem" aria-label={label}>
          <Text size="xs" c="dimmed">
            {label}
          </Text>
          <Text size="xl" fw={700} c={color}>
            {value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
