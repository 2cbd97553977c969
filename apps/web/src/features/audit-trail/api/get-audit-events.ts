import { auditEventSchema, type AuditEvent } from '@fleetdesk/contract/audit';
import type { Paginated } from '@fleetdesk/contract/common';
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { getPage, pageByPage, queryString, RECORDS_PAGE_SIZE } from '../../../lib/pagination';
import { auditKeys, type ActivityFilter } from './keys';

/** How many events one page of the shop's activity shows. */
export const ACTIVITY_PAGE_SIZE = 25;

/** GET /api/audit/events/?vehicle={vin}: the vehicle's History, newest first. */
export function getVehicleHistory(vin: string, page: number): Promise<Paginated<AuditEvent>> {
  return getPage(
    `/api/audit/events/${queryString({ vehicle: vin, page, page_size: RECORDS_PAGE_SIZE })}`,
    auditEventSchema,
  );
}

export const vehicleHistoryQueryOptions = (vin: string) =>
  infiniteQueryOptions({
    queryKey: auditKeys.vehicle(vin),
    queryFn: ({ pageParam }) => getVehicleHistory(vin, pageParam),
    ...pageByPage,
    // Any change elsewhere in the app adds to it: read it afresh each time the tab opens.
    staleTime: 0,
  });

export function useVehicleHistory(vin: string) {
  return useInfiniteQuery(vehicleHistoryQueryOptions(vin));
}

/** The filters as the list's and the export's query string. */
export const activityQuery = (filter: ActivityFilter, extra: Record<string, number> = {}) =>
  queryString({ ...filter, ...extra });

/** GET /api/audit/events/?user=&area=&from=&to=&page=: the shop's activity, one page. */
export const activityQueryOptions = (filter: ActivityFilter, page: number) =>
  queryOptions({
    queryKey: auditKeys.activity(filter, page),
    queryFn: () =>
      getPage(
        `/api/audit/events/${activityQuery(filter, { page, page_size: ACTIVITY_PAGE_SIZE })}`,
        auditEventSchema,
      ),
    // The page stays on screen while the next filter's loads.
    placeholderData: keepPreviousData,
  });

export function useActivity(filter: ActivityFilter, page: number) {
  return useQuery(activityQueryOptions(filter, page));
}
