import { FINANCING_MESSAGES } from '@fleetdesk/contract/financing';
import {
  financingDashboardSchema,
  type DashboardOrdering,
  type FinancingDashboard,
} from '@fleetdesk/contract/financing-lists';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';
import { queryString } from '../../../lib/pagination';
import { financingKeys } from './keys';

export type DashboardParams = {
  search: string;
  type: 'all' | 'loan' | 'lease';
  ordering: DashboardOrdering;
  page: number;
  page_size: number;
};

/** GET /api/vehicles/financing/dashboard/: one page of cards, the tiles and the type counts. */
export function getDashboard(params: DashboardParams): Promise<FinancingDashboard> {
  return apiGet(
    `/api/vehicles/financing/dashboard/${queryString(params)}`,
    financingDashboardSchema,
  );
}

export const dashboardQueryOptions = (params: DashboardParams) =>
  queryOptions({
    queryKey: financingKeys.dashboard(params),
    queryFn: () => getDashboard(params),
    // The grid stays while the next search, filter or page loads.
    placeholderData: keepPreviousData,
    meta: {
      errorToast: {
        id: 'financing-dashboard',
        title: 'Error',
        message: FINANCING_MESSAGES.loadFailed,
      },
    },
  });

export function useFinancingDashboard(params: DashboardParams) {
  return useQuery(dashboardQueryOptions(params));
}
