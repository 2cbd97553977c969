import { userWidgetsResponseSchema, type UserWidgetsResponse } from '@fleetdesk/contract/dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';
import { dashboardKeys } from './keys';

/**
 * GET /api/dashboard/widgets/user_widgets/. A reply without a widgets array or a widget_order
 * array fails the schema, and so the load (spec 1 section 5).
 */
export function getUserWidgets(): Promise<UserWidgetsResponse> {
  return apiGet('/api/dashboard/widgets/user_widgets/', userWidgetsResponseSchema);
}

export const userWidgetsQueryOptions = () =>
  queryOptions({ queryKey: dashboardKeys.widgets(), queryFn: getUserWidgets });

export function useUserWidgets() {
  return useQuery(userWidgetsQueryOptions());
}
