import { FINANCING_MESSAGES } from '@fleetdesk/contract/financing';
import {
  financingAnalyticsSchema,
  type AnalyticsRange,
  type FinancingAnalytics,
} from '@fleetdesk/contract/financing-lists';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';
import { queryString } from '../../../lib/pagination';
import { financingKeys } from './keys';

/** GET /api/vehicles/financing/analytics/?range= (server-side aggregates, API.md). */
export function getAnalytics(range: AnalyticsRange): Promise<FinancingAnalytics> {
  return apiGet(
    `/api/vehicles/financing/analytics/${queryString({ range })}`,
    financingAnalyticsSchema,
  );
}

export const analyticsQueryOptions = (range: AnalyticsRange) =>
  queryOptions({
    queryKey: financingKeys.analytics(range),
    queryFn: () => getAnalytics(range),
    placeholderData: keepPreviousData,
    meta: {
      errorToast: {
        id: 'financing-analytics',
        title: 'Error',
        message: FINANCING_MESSAGES.analyticsFailed,
      },
    },
  });

export function useFinancingAnalytics(range: AnalyticsRange) {
  return useQuery(analyticsQueryOptions(range));
}
