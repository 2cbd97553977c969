import { userWidgetsResponseSchema, type UserWidgetsResponse } from '@fleetdesk/contract/dashboard';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, parseWith } from '../../../lib/api';
import { dashboardKeys } from './keys';

/** POST /api/dashboard/preferences/reset_to_defaults/ with an empty body. */
export async function resetWidgets(): Promise<UserWidgetsResponse> {
  const data = await apiRequest('/api/dashboard/preferences/reset_to_defaults/', {
    method: 'POST',
    body: {},
  });
  return parseWith(userWidgetsResponseSchema, data);
}

export function useResetWidgets() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: resetWidgets,
    onSuccess: (reply) => client.setQueryData(dashboardKeys.widgets(), reply),
  });
}
