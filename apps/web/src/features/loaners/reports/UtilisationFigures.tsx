import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { UtilisationFigures as Figures } from '@fleetdesk/contract/loaner-utilisation';
import { formatMoney } from '@fleetdesk/contract/money';
import { billedText, daysOutText, owedText, percentText } from './utilisation-text';

function Figure({ label, value, hint }: { label: string; value: string; hint: string }) {
  return (
    <Paper withBorder radius="md" p="sm" component="li">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600} size="lg" style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
      <Text size="xs" c="dimmed">
        {hint}
      </Text>
    </Paper>
  );
}

/** The fleet's figures for the period: how busy the loaners were and what they brought in. */
export function UtilisationFigures({ totals }: { totals: Figures }) {
  const figures = [
    {
      label: 'Utilisation',
      value: percentText(totals.utilisation),
      hint: `${daysOutText(totals)} in service`,
    },
    {
      label: 'Agreements',
      value: totals.agreements.toLocaleString('en-US'),
      hint: `${totals.average_days} days on average`,
    },
    {
      label: 'Billed',
      value: billedText(totals),
      hint: `Insurers ${formatMoney(totals.insurer_billed)}, customers ${formatMoney(totals.customer_billed)}`,
    },
    {
      label: 'Collected',
      value: formatMoney(totals.collected),
      hint: `Written off ${formatMoney(totals.written_off)}`,
    },
    {
      label: 'Still owed',
      value: owedText(totals),
      hint: 'Billed, not collected or written off',
    },
    {
      label: 'Days not covered',
      value: totals.uncovered_days.toLocaleString('en-US'),
      hint: 'Beyond what insurers authorised',
    },
  ];
  return (
    <SimpleGrid
      component="ul"
      cols={{ base: 2, sm: 3, lg: 6 }}
      spacing="sm"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
      aria-label="The fleet in this period"
    >
      {figures.map((f) => (
        <Figure key={f.label} {...f} />
      ))}
    </SimpleGrid>
  );
}
