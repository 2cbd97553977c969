import {
  varianceReplySchema,
  type VariancePeriod,
  type VarianceReply,
} from '@fleetdesk/contract/financing';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';
import { queryString } from '../../../lib/pagination';
import { financingKeys } from './keys';

/** GET /api/vehicles/financing/{id}/variance/?period= (API.md). */
export function getVariance(id: number, period: VariancePeriod): Promise<VarianceReply> {
  return apiGet(
    `/api/vehicles/financing/${id}/variance/${queryString({ period })}`,
    varianceReplySchema,
  );
}

export const varianceQueryOptions = (id: number, period: VariancePeriod) =>
  queryOptions({
    queryKey: financingKeys.variance(id, period),
    queryFn: () => getVariance(id, period),
    // The table stays while another period loads.
    placeholderData: keepPreviousData,
  });

export function useVariance(id: number, period: VariancePeriod) {
  return useQuery(varianceQueryOptions(id, period));
}
