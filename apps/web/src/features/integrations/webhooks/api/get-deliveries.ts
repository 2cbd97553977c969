import { webhookDeliverySchema } from '@fleetdesk/contract/webhooks';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getPage, queryString } from '../../../../lib/pagination';
import { webhookKeys, WEBHOOKS_PATH } from './keys';

export const DELIVERIES_PAGE_SIZE = 10;
export const DELIVERIES_LOAD_FAILED = 'Failed to load the delivery log';
/** While something waits to go out, the log looks again this often. */
const PENDING_REFRESH_MS = 2_000;

/** GET /api/integrations/webhooks/{id}/deliveries/?page=: the log, newest first. */
export const getDeliveries = (id: number, page: number) =>
  getPage(
    `${WEBHOOKS_PATH}${id}/deliveries/${queryString({ page, page_size: DELIVERIES_PAGE_SIZE })}`,
    webhookDeliverySchema,
  );

export function useDeliveries(id: number, page: number) {
  return useQuery({
    ...queryOptions({
      queryKey: [...webhookKeys.deliveries(id), page],
      queryFn: () => getDeliveries(id, page),
    }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.results.some((d) => d.status === 'pending') ? PENDING_REFRESH_MS : false,
  });
}
