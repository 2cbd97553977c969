import type { MaintenanceSchedule } from '@fleetdesk/contract/maintenance';
import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { RecordsEmpty, RecordsError, RecordsLoading } from '../../../lib/ui/RecordsStates';
import { useMaintenanceSchedules } from '../api/get-maintenance-schedules';
import { ScheduleCards } from './ScheduleCards';
import { ScheduleFormModal, type ScheduleTarget } from './ScheduleFormModal';

type Props = {
  title: string;
  target: ScheduleTarget;
  canManage: boolean;
  /** A vehicle's schedules (with their next due), or the shop's of one type. */
  vin: string | null;
  emptyText: string;
};

export const SCHEDULES_FETCH_FAILED = 'Failed to fetch maintenance schedules';

/** A vehicle's or a vehicle type's schedules, with Add, Edit and Delete for those who manage service. */
export function SchedulesPanel({ title, target, canManage, vin, emptyText }: Props) {
  const query = useMaintenanceSchedules(vin);
  const [editing, setEditing] = useState<MaintenanceSchedule | null>(null);
  const [open, setOpen] = useState(false);
  const schedules = (query.data ?? []).filter(
    (s) => vin !== null || ('vehicle_type' in target && s.vehicle_type === target.vehicle_type),
  );
  const edit = (s: MaintenanceSchedule | null) => {
    setEditing(s);
    setOpen(true);
  };
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={4}>{title}</Title>
          {canManage && (
            <Button
              size="xs"
              leftSection={<IconPlus size={14} aria-hidden />}
              onClick={() => edit(null)}
            >
              Add schedule
            </Button>
          )}
        </Group>
        {query.isPending ? (
          <RecordsLoading label={`Loading ${title.toLowerCase()}`} rows={2} />
        ) : query.isError ? (
          <RecordsError message={SCHEDULES_FETCH_FAILED} onRetry={() => void query.refetch()} />
        ) : schedules.length === 0 ? (
          <RecordsEmpty title="No maintenance schedules" description={emptyText} />
        ) : (
          <ScheduleCards schedules={schedules} onEdit={canManage ? edit : undefined} />
        )}
      </Stack>
      <ScheduleFormModal
        opened={open}
        onClose={() => setOpen(false)}
        target={target}
        schedule={editing}
      />
    </Paper>
  );
}
