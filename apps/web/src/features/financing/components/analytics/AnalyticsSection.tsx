import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One titled section of the Analytics tab: its figures, then its chart. */
export function AnalyticsSection({ title, children }: { title: string; children: ReactNode }) {
  const id = `analytics-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Title order={3} id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

export type Figure = [label: string, value: string];

export function Figures({ items }: { items: Figure[] }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
      {items.map(([label, value]) => (
        <Stack key={label} gap={0}>
          <Text size="xs" c="dimmed">
            {label}
          </Text>
          <Text fw={700}>{value}</Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}

/** Charts read numbers; a decimal string becomes one only to be drawn, never to be summed. */
export const chartNumber = (value: string) => Number(value);

export function NoChartData({ text }: { text: string }) {
  return (
    <Text size="sm" c="dimmed">
      {text}
    </Text>
  );
}
