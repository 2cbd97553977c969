import { Group, Text } from '@mantine/core';
import { BAR_COLORS } from './bar-style';
import { BAR_STATES, BAR_STATE_LABELS } from './board-layout';

/** What each colour of bar means. */
export function BoardLegend() {
  return (
    <Group gap="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Legend">
      {BAR_STATES.map((state) => (
        <Group key={state} gap={6} component="li" wrap="nowrap">
          <span
            aria-hidden
            style={{
              ...BAR_COLORS[state],
              display: 'inline-block',
              width: 20,
              height: 12,
              borderRadius: 3,
            }}
          />
          <Text size="xs">{BAR_STATE_LABELS[state]}</Text>
        </Group>
      ))}
    </Group>
  );
}
