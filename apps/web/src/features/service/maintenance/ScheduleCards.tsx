import type { MaintenanceSchedule } from '@fleetdesk/contract/maintenance';
import { SERVICE_TYPE_LABELS } from '@fleetdesk/contract/service';
import { ActionIcon, Card, Group, Stack, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { openAppModal } from '../../../lib/modals';
import { showToast } from '../../../lib/toast';
import { failureDetail } from '../../../lib/form';
import {
  SCHEDULE_DELETE_FAILED,
  useDeleteMaintenanceSchedule,
} from '../api/save-maintenance-schedule';
import { MaintenanceStateBadge } from './MaintenanceStateBadge';
import { intervalText, lastDoneText, nextDueText } from './schedule-text';

type Props = {
  schedules: MaintenanceSchedule[];
  /** Set with manage service: each card offers Edit and Delete. */
  onEdit?: (schedule: MaintenanceSchedule) => void;
};

function Line({ label, value }: { label: string; value: string }) {
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed" miw={84}>
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </Group>
  );
}

/** Maintenance schedules as cards (they read the same on a phone and a desk). */
export function ScheduleCards({ schedules, onEdit }: Props) {
  const remove = useDeleteMaintenanceSchedule();
  const confirmDelete = (s: MaintenanceSchedule) =>
    openAppModal({
      type: 'confirm',
      title: 'Delete schedule',
      message: `Delete the schedule “${s.name}”? Its progress on ${s.vehicle_type ? `every ${s.vehicle_type} vehicle` : 'this vehicle'} is deleted with it.`,
      confirmLabel: 'Delete',
      onConfirm: () =>
        remove.mutate(s.id, {
          onSuccess: () =>
            showToast({
              type: 'success',
              title: 'Schedule deleted',
              message: `${s.name} was deleted.`,
            }),
          onError: (error) =>
            showToast({
              type: 'error',
              title: SCHEDULE_DELETE_FAILED,
              message: failureDetail(error, 'Please try again.'),
            }),
        }),
    });

  return (
    <Stack
      component="ul"
      gap="sm"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label="Maintenance schedules"
    >
      {schedules.map((s) => {
        const next = nextDueText({
          date: s.next_due_date,
          mileage: s.next_due_mileage,
          forecast: s.forecast_date,
        });
        return (
          <Card component="li" key={s.id} withBorder padding="sm" radius="md" aria-label={s.name}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Stack gap={4}>
                <Group gap="xs">
                  <Text fw={600}>{s.name}</Text>
                  {s.state && <MaintenanceStateBadge state={s.state} />}
                </Group>
                <Text size="sm" c="dimmed">
                  {SERVICE_TYPE_LABELS[s.service_type]} · {intervalText(s)}
                  {s.vendor_name ? ` · ${s.vendor_name}` : ''}
                  {s.vehicle_type ? ` · every ${s.vehicle_type} vehicle` : ''}
                </Text>
                <Line label="Last done" value={lastDoneText(s)} />
                {next && <Line label="Next due" value={next} />}
              </Stack>
              {onEdit && (
                <Group gap={4} wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    aria-label={`Edit ${s.name}`}
                    onClick={() => onEdit(s)}
                  >
                    <IconPencil size={16} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Delete ${s.name}`}
                    onClick={() => confirmDelete(s)}
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Group>
              )}
            </Group>
          </Card>
        );
      })}
    </Stack>
  );
}
