import { Button, Group, Menu, Modal, TextInput } from '@mantine/core';
import { IconBookmark, IconChevronDown } from '@tabler/icons-react';
import type { VehicleView, VehicleViewInput } from '@fleetdesk/contract/vehicle-views';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../../../lib/api';
import { openAppModal } from '../../../../lib/modals';
import { showToast } from '../../../../lib/toast';
import { useVehicleViews, VIEWS_FAILED } from '../../api/get-vehicle-views';
import { useVehicleViewChanges } from '../../api/save-vehicle-view';

type Props = {
  /** The list as it is now: what "Save view" keeps. */
  current: Omit<VehicleViewInput, 'name'>;
  /** The view last applied or saved, if any (rename and delete act on it). */
  active: VehicleView | null;
  onApply: (view: VehicleView) => void;
  onForget: () => void;
};

type Naming = { mode: 'create' } | { mode: 'rename'; view: VehicleView };

/** A member's saved views of the list: apply, save the list as one, rename, delete. */
export function SavedViews({ current, active, onApply, onForget }: Props) {
  // Read when the menu first opens: the list itself needs no call more.
  const [wanted, setWanted] = useState(false);
  const views = useVehicleViews(wanted);
  const changes = useVehicleViewChanges();
  const [naming, setNaming] = useState<Naming | null>(null);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);

  const open = (next: Naming) => {
    setNaming(next);
    setName(next.mode === 'rename' ? next.view.name : '');
    setError(null);
  };
  const failed = (err: unknown) =>
    setError(
      err instanceof ApiError ? (err.fieldErrors.name?.[0] ?? err.message) : 'Failed to save view',
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!naming) return;
    const done = (view: VehicleView) => {
      setNaming(null);
      onApply(view);
    };
    if (naming.mode === 'create')
      changes.create.mutate({ ...current, name }, { onSuccess: done, onError: failed });
    else
      changes.update.mutate(
        { id: naming.view.id, body: { name } },
        { onSuccess: done, onError: failed },
      );
  };
  const confirmDelete = (view: VehicleView) =>
    openAppModal({
      type: 'confirm',
      title: 'Delete view',
      message: `Are you sure you want to delete the view "${view.name}"?`,
      confirmLabel: 'Delete',
      onConfirm: () =>
        changes.remove.mutate(view.id, {
          onSuccess: onForget,
          onError: (err) =>
            showToast({ type: 'error', title: 'Failed to delete view', message: err.message }),
        }),
    });

  const list = views.data ?? [];
  return (
    <>
      <Menu position="bottom-end" withinPortal onOpen={() => setWanted(true)}>
        <Menu.Target>
          <Button
            variant="default"
            leftSection={<IconBookmark size={16} aria-hidden />}
            rightSection={<IconChevronDown size={14} aria-hidden />}
          >
            {active ? `View: ${active.name}` : 'Views'}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>Saved views</Menu.Label>
          {views.isError && <Menu.Item disabled>{VIEWS_FAILED}</Menu.Item>}
          {views.isLoading && <Menu.Item disabled>Loading views…</Menu.Item>}
          {views.isSuccess && list.length === 0 && (
            <Menu.Item disabled>No saved views yet</Menu.Item>
          )}
          {list.map((view) => (
            <Menu.Item key={view.id} onClick={() => onApply(view)}>
              {view.name}
            </Menu.Item>
          ))}
          <Menu.Divider />
          <Menu.Item onClick={() => open({ mode: 'create' })}>Save current view…</Menu.Item>
          {active && (
            <Menu.Item onClick={() => open({ mode: 'rename', view: active })}>
              Rename “{active.name}”…
            </Menu.Item>
          )}
          {active && (
            <Menu.Item color="red" onClick={() => confirmDelete(active)}>
              Delete “{active.name}”…
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
      <Modal
        opened={naming !== null}
        onClose={() => setNaming(null)}
        title={naming?.mode === 'rename' ? 'Rename view' : 'Save view'}
        centered
      >
        <form onSubmit={submit} noValidate>
          <TextInput
            label="View name"
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={error}
            required
            data-autofocus
          />
          <Group justify="flex-end" mt="md">
            <Button variant="default" onClick={() => setNaming(null)}>
              Cancel
            </Button>
            <Button type="submit" loading={changes.create.isPending || changes.update.isPending}>
              Save
            </Button>
          </Group>
        </form>
      </Modal>
    </>
  );
}
