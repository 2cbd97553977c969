import {
  userWidgetsResponseSchema,
  type UpdateWidgets,
  type UserWidgetsResponse,
} from '@fleetdesk/contract/dashboard';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, parseWith } from '../../../lib/api';
import { dashboardKeys } from './keys';

/** POST /api/dashboard/preferences/update_widgets/ {enabled_widgets, widget_order}. */
export async function updateWidgets(input: UpdateWidgets): Promise<UserWidgetsResponse> {
  const data = await apiRequest('/api/dashboard/preferences/update_widgets/', {
    method: 'POST',
    body: input,
  });
  return parseWith(userWidgetsResponseSchema, data);
}

/** The reply is the user's widgets as now saved: it replaces the cached ones. */
export function useUpdateWidgets() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateWidgets,
    onSuccess: (reply) => client.setQueryData(dashboardKeys.widgets(), reply),
  });
}
