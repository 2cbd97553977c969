import {
  financingSummarySchema,
  type FinancingSummary,
  type FinancingSummaryQuery,
} from '@fleetdesk/contract/financing-export';
import { FINANCING_MESSAGES } from '@fleetdesk/contract/financing';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';
import { queryString } from '../../../lib/pagination';
import { financingExportKeys } from './keys';

/** GET /api/vehicles/export/summary/?financing_type=&status=&gl_account=&quickbooks_class= */
export const getFinancingSummary = (filters: FinancingSummaryQuery): Promise<FinancingSummary> =>
  apiGet(`/api/vehicles/export/summary/${queryString(filters)}`, financingSummarySchema);

export const financingSummaryQueryOptions = (filters: FinancingSummaryQuery) =>
  queryOptions({
    queryKey: financingExportKeys.summary(filters),
    queryFn: () => getFinancingSummary(filters),
    placeholderData: keepPreviousData,
    meta: {
      errorToast: {
        title: 'Error',
        message: FINANCING_MESSAGES.loadFailed,
        id: 'financing-summary',
      },
    },
  });

export const useFinancingSummary = (filters: FinancingSummaryQuery) =>
  useQuery(financingSummaryQueryOptions(filters));
