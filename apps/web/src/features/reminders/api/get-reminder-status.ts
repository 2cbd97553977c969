import { reminderStatusSchema, type ReminderStatus } from '@fleetdesk/contract/reminders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';
import { reminderKeys } from './keys';

/** GET /api/reminders/runs/: e-mail configured or not, the outbox, the latest runs (this shop). */
export const getReminderStatus = (): Promise<ReminderStatus> =>
  apiGet('/api/reminders/runs/', reminderStatusSchema);

export const reminderStatusQueryOptions = () =>
  queryOptions({ queryKey: reminderKeys.status(), queryFn: getReminderStatus, staleTime: 0 });

/** `poll`: ask again every second (while a started run has not finished). */
export function useReminderStatus(poll = false) {
  return useQuery({ ...reminderStatusQueryOptions(), refetchInterval: poll ? 1_000 : false });
}
