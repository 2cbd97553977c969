import {
  maintenanceScheduleSchema,
  type MaintenanceSchedule,
  type MaintenanceScheduleCreate,
  type MaintenanceSchedulePatch,
} from '@fleetdesk/contract/maintenance';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, parseWith } from '../../../lib/api';
import { serviceKeys } from './keys';

export const SCHEDULE_SAVE_FAILED = 'Failed to save maintenance schedule';
export const SCHEDULE_DELETE_FAILED = 'Failed to delete maintenance schedule';

const path = '/api/vehicles/maintenance-schedules/';

/** POST …/maintenance-schedules/ (new) or PATCH …/{id}/ (a change). */
export async function saveMaintenanceSchedule(
  input: { id: number; patch: MaintenanceSchedulePatch } | { create: MaintenanceScheduleCreate },
): Promise<MaintenanceSchedule> {
  const data =
    'create' in input
      ? await apiRequest(path, { method: 'POST', body: input.create })
      : await apiRequest(`${path}${input.id}/`, { method: 'PATCH', body: input.patch });
  return parseWith(maintenanceScheduleSchema, data);
}

/** DELETE …/maintenance-schedules/{id}/ */
export async function deleteMaintenanceSchedule(id: number): Promise<void> {
  await apiRequest(`${path}${id}/`, { method: 'DELETE' });
}

/** A schedule's change moves what is due on every vehicle it is on: all schedule queries refresh. */
const refreshSchedules = (client: ReturnType<typeof useQueryClient>) =>
  client.invalidateQueries({ queryKey: serviceKeys.schedulesAll() });

export function useSaveMaintenanceSchedule() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveMaintenanceSchedule,
    onSuccess: () => refreshSchedules(client),
  });
}

export function useDeleteMaintenanceSchedule() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteMaintenanceSchedule,
    onSuccess: () => refreshSchedules(client),
  });
}
