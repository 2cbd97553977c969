import type { ReactNode } from 'react';
import { Button, Group, Menu, Paper, Text } from '@mantine/core';
import {
  IconArchive,
  IconArchiveOff,
  IconChevronDown,
  IconMapPin,
  IconTag,
} from '@tabler/icons-react';
import { BULK_ACTIONS, type VehicleBulkRequest } from '@fleetdesk/contract/vehicle-bulk';
import { VEHICLE_TYPE_NAMES, type ArchivedFilter } from '@fleetdesk/contract/vehicles';
import { ApiError } from '../../../../lib/api';
import { openAppModal } from '../../../../lib/modals';
import { showToast } from '../../../../lib/toast';
import { BULK_FAILED, useBulkUpdateVehicles } from '../../api/bulk-vehicles';

type Props = {
  /** The selected VINs. */
  vins: string[];
  /**
   * Which set the list shows: the bar offers Archive for the active ones, Unarchive for the
   * archived, both when it shows all (an action counts the vehicles already as asked).
   */
  archivedList: ArchivedFilter;
  canArchive: boolean;
  canEdit: boolean;
  locations: { id: number; name: string }[];
  /** The summary of what changed (shown on the list) once an action succeeded. */
  onDone: (message: string) => void;
  onClear: () => void;
};

/** What went wrong, in the server's words: a field's message, or the reply's detail. */
function failureText(error: unknown): string {
  if (error instanceof ApiError) {
    const [first] = Object.values(error.fieldErrors).flat();
    return first ?? error.message;
  }
  return BULK_FAILED;
}

const vehiclesText = (n: number) => `${n} ${n === 1 ? 'vehicle' : 'vehicles'}`;

type ArchiveAction = (typeof BULK_ACTIONS)[0 | 1];
const ARCHIVE_WORDS: Record<ArchiveAction, { verb: string; icon: ReactNode; ask: string }> = {
  archive: {
    verb: 'Archive',
    icon: <IconArchive size={16} aria-hidden />,
    ask: 'This will remove them from regular operations.',
  },
  unarchive: { verb: 'Unarchive', icon: <IconArchiveOff size={16} aria-hidden />, ask: '' },
};

/** The actions on the selected vehicles (issue 24 item 2), each under its permission. */
export function BulkActionBar(props: Props) {
  const bulk = useBulkUpdateVehicles();
  const { vins } = props;
  const run = (body: Omit<VehicleBulkRequest, 'vins'>) =>
    bulk.mutate(
      { ...body, vins },
      {
        onSuccess: (summary) => props.onDone(summary.message),
        onError: (error) =>
          showToast({ type: 'error', title: BULK_FAILED, message: failureText(error) }),
      },
    );
  const archiveActions: ArchiveAction[] =
    props.archivedList === 'all'
      ? [BULK_ACTIONS[0], BULK_ACTIONS[1]]
      : [props.archivedList ? BULK_ACTIONS[1] : BULK_ACTIONS[0]];
  const confirmArchive = (action: ArchiveAction) => {
    const words = ARCHIVE_WORDS[action];
    openAppModal({
      type: 'confirm',
      title: `${words.verb} vehicles`,
      message: `Are you sure you want to ${action} ${vehiclesText(vins.length)}?${words.ask ? ` ${words.ask}` : ''}`,
      confirmLabel: words.verb,
      onConfirm: () => run({ action }),
    });
  };

  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-label="Bulk actions">
      <Group justify="space-between" gap="sm">
        <Text fw={600} role="status" aria-live="polite">
          {vins.length} selected
        </Text>
        <Group gap="xs">
          {props.canArchive &&
            archiveActions.map((action) => (
              <Button
                key={action}
                variant="default"
                size="sm"
                loading={bulk.isPending && bulk.variables?.action === action}
                leftSection={ARCHIVE_WORDS[action].icon}
                onClick={() => confirmArchive(action)}
              >
                {ARCHIVE_WORDS[action].verb}
              </Button>
            ))}
          {props.canEdit && (
            <Menu position="bottom-end" withinPortal>
              <MenuButton icon={<IconMapPin size={16} aria-hidden />} label="Set location" />
              <Menu.Dropdown>
                {props.locations.map((location) => (
                  <Menu.Item
                    key={location.id}
                    onClick={() => run({ action: 'set_location', location: location.id })}
                  >
                    {location.name}
                  </Menu.Item>
                ))}
                <Menu.Item onClick={() => run({ action: 'set_location', location: null })}>
                  Unassigned
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          )}
          {props.canEdit && (
            <Menu position="bottom-end" withinPortal>
              <MenuButton icon={<IconTag size={16} aria-hidden />} label="Vehicle type" />
              <Menu.Dropdown>
                <Menu.Label>Add type</Menu.Label>
                {VEHICLE_TYPE_NAMES.map((type) => (
                  <Menu.Item key={`add-${type}`} onClick={() => run({ action: 'add_type', type })}>
                    Add {type}
                  </Menu.Item>
                ))}
                <Menu.Divider />
                <Menu.Label>Remove type</Menu.Label>
                {VEHICLE_TYPE_NAMES.map((type) => (
                  <Menu.Item
                    key={`remove-${type}`}
                    onClick={() => run({ action: 'remove_type', type })}
                  >
                    Remove {type}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
          )}
          <Button variant="subtle" size="sm" onClick={props.onClear}>
            Clear selection
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}

/** A bar button that opens its menu. */
function MenuButton({ icon, label }: { icon: ReactNode; label: string }) {
  return (
    <Menu.Target>
      <Button
        variant="default"
        size="sm"
        leftSection={icon}
        rightSection={<IconChevronDown size={14} aria-hidden />}
      >
        {label}
      </Button>
    </Menu.Target>
  );
}
