import { ActionIcon, Group, Paper, Text, Tooltip } from '@mantine/core';
import { useSortable } from '@dnd-kit/sortable';
import { IconArrowDown, IconArrowUp, IconGripVertical } from '@tabler/icons-react';
import { NavIcon } from '../../../navigation';
import type { ModuleRow } from './module-order';

type Props = {
  row: ModuleRow;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
};

export const rowName = (row: ModuleRow) => row.items.map((i) => i.name).join(', ');

/** A module in the Navigation Order list: a drag handle (mouse, touch or keyboard) and move buttons. */
export function SortableModuleRow({ row, index, count, onMove }: Props) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: row.module,
  });
  const name = rowName(row);
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      p="xs"
      radius="sm"
      data-testid="navigation-order-row"
      style={{
        transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined,
        transition: transition,
        opacity: isDragging ? 0.7 : 1,
      }}
    >
      <Group gap="sm" wrap="nowrap">
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={`Drag ${name}`}
          style={{ cursor: 'grab', touchAction: 'none' }}
          {...attributes}
          {...listeners}
        >
          <IconGripVertical size={18} aria-hidden />
        </ActionIcon>
        <NavIcon name={row.items[0]?.icon} />
        <Text fw={500} style={{ flex: 1 }}>
          {name}
        </Text>
        <Tooltip label="Move up">
          <ActionIcon
            variant="default"
            aria-label={`Move ${name} up`}
            disabled={index === 0}
            onClick={() => onMove(index, index - 1)}
          >
            <IconArrowUp size={16} aria-hidden />
          </ActionIcon>
        </Tooltip>
        <Tooltip label="Move down">
          <ActionIcon
            variant="default"
            aria-label={`Move ${name} down`}
            disabled={index === count - 1}
            onClick={() => onMove(index, index + 1)}
          >
            <IconArrowDown size={16} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Paper>
  );
}
