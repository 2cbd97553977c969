import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { IconAlertCircle, IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import {
  NAVIGATION_ORDER_FAILED,
  NAVIGATION_ORDER_SAVED,
  useNavigationItems,
  useNavigationPreferences,
  useSaveNavigationOrder,
} from '../../../navigation';
import { move, moduleRows, orderToSave, type ModuleRow } from './module-order';
import { SectionCard } from './SectionCard';
import { SortableModuleRow } from './SortableModuleRow';
import { useFlashMessage } from './use-flash-message';

export const NAVIGATION_LOAD_FAILED = 'Failed to load navigation items';

/** Navigation Order: the modules of the sidebar, reordered by drag, keyboard or buttons. */
export function NavigationOrderSection() {
  const items = useNavigationItems();
  const preferences = useNavigationPreferences();
  // Kept here: a save reorders the items, which starts the editor below afresh.
  const flash = useFlashMessage();
  const [failed, setFailed] = useState(false);
  const save = useSaveNavigationOrder();
  const onSave = (order: string[]) => {
    setFailed(false);
    flash.clear();
    save.mutate(order, {
      onSuccess: () => flash.show(NAVIGATION_ORDER_SAVED),
      onError: () => setFailed(true),
    });
  };
  return (
    <SectionCard id="navigation-order" title="Navigation Order">
      <Text size="sm" c="dimmed">
        Drag a module by its handle (or focus the handle and use Space and the arrow keys), or use
        the arrows, then save. The sidebar follows at once.
      </Text>
      {flash.message && (
        <Alert color="green" icon={<IconCheck size={18} aria-hidden />} role="status">
          {flash.message}
        </Alert>
      )}
      {failed && (
        <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
          {NAVIGATION_ORDER_FAILED}
        </Alert>
      )}
      {items.isPending || preferences.isPending ? (
        <Group gap="xs">
          <Loader size="sm" />
          <span>Loading navigation...</span>
        </Group>
      ) : items.isError || preferences.isError ? (
        <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
          {NAVIGATION_LOAD_FAILED}
          <Button
            variant="subtle"
            size="compact-sm"
            ml="sm"
            onClick={() => void Promise.all([items.refetch(), preferences.refetch()])}
          >
            Try again
          </Button>
        </Alert>
      ) : (
        <OrderEditor
          // A new server order (after a save or a refresh) starts the editor afresh.
          key={items.data.map((i) => i.module).join()}
          rows={moduleRows(items.data)}
          saved={preferences.data}
          onSave={onSave}
          saving={save.isPending}
        />
      )}
    </SectionCard>
  );
}

type EditorProps = {
  rows: ModuleRow[];
  saved: string[];
  onSave: (order: string[]) => void;
  saving: boolean;
};

function OrderEditor({ rows: initial, saved, onSave, saving }: EditorProps) {
  const [rows, setRows] = useState(initial);
  const sensors = useSensors(
    useSensor(PointerSensor),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const changed = rows.some((row, i) => row.module !== initial[i]?.module);

  const reorder = (from: number, to: number) => setRows((current) => move(current, from, to));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = rows.findIndex((r) => r.module === active.id);
    const to = rows.findIndex((r) => r.module === over.id);
    if (from >= 0 && to >= 0) reorder(from, to);
  };

  if (rows.length === 0) return <Text>No modules to order.</Text>;
  return (
    <Stack gap="sm" maw={520}>
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <SortableContext items={rows.map((r) => r.module)} strategy={verticalListSortingStrategy}>
          <Stack gap="xs" role="list" aria-label="Module order">
            {rows.map((row, index) => (
              <div role="listitem" key={row.module}>
                <SortableModuleRow row={row} index={index} count={rows.length} onMove={reorder} />
              </div>
            ))}
          </Stack>
        </SortableContext>
      </DndContext>
      <Group>
        <Button
          onClick={() => onSave(orderToSave(rows, saved))}
          loading={saving}
          disabled={!changed}
        >
          Save Navigation Order
        </Button>
        {changed && (
          <Button variant="default" onClick={() => setRows(initial)} disabled={saving}>
            Undo changes
          </Button>
        )}
      </Group>
    </Stack>
  );
}
