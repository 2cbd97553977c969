import { Button, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { rangeLabel } from './day-labels';

type Props = {
  first: string;
  last: string;
  onPrevious: () => void;
  onToday: () => void;
  onNext: () => void;
};

/** Previous, Today and Next move the board's window; the range says where it stands. */
export function BoardControls({ first, last, onPrevious, onToday, onNext }: Props) {
  return (
    <Group justify="space-between" gap="xs">
      <Group gap="xs">
        <Button
          variant="default"
          size="xs"
          onClick={onPrevious}
          leftSection={<IconChevronLeft size={14} aria-hidden />}
        >
          Previous
        </Button>
        <Button variant="default" size="xs" onClick={onToday}>
          Today
        </Button>
        <Button
          variant="default"
          size="xs"
          onClick={onNext}
          rightSection={<IconChevronRight size={14} aria-hidden />}
        >
          Next
        </Button>
      </Group>
      <Text size="sm" fw={500} aria-live="polite">
        {rangeLabel(first, last)}
      </Text>
    </Group>
  );
}
