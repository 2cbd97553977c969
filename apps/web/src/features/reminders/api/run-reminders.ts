import { reminderRunStartedSchema, type ReminderRunStarted } from '@fleetdesk/contract/reminders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, parseWith } from '../../../lib/api';
import { reminderKeys } from './keys';

/** POST /api/reminders/run/: runs the current shop's reminders now (202: started). */
export async function runReminders(): Promise<ReminderRunStarted> {
  const data = await apiRequest('/api/reminders/run/', { method: 'POST', body: {} });
  return parseWith(reminderRunStartedSchema, data);
}

export function useRunReminders() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: runReminders,
    onSuccess: () => client.invalidateQueries({ queryKey: reminderKeys.status() }),
  });
}
