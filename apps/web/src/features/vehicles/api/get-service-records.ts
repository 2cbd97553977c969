import type { Paginated } from '@fleetdesk/contract/common';
import { serviceRecordSchema, type ServiceRecord } from '@fleetdesk/contract/service';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { vehicleRecordKeys } from './vehicle-records-keys';
import { getRecordsPage, queryString, RECORDS_PAGE_SIZE } from './vehicle-records-page';

/** GET /api/vehicles/service-records/?vehicle={vin}&page=&page_size= */
export function getServiceRecords(vin: string, page: number): Promise<Paginated<ServiceRecord>> {
  return getRecordsPage(
    `/api/vehicles/service-records/${queryString({ vehicle: vin, page, page_size: RECORDS_PAGE_SIZE })}`,
    serviceRecordSchema,
  );
}

export const serviceRecordsQueryOptions = (vin: string) =>
  infiniteQueryOptions({
    queryKey: vehicleRecordKeys.service(vin),
    queryFn: ({ pageParam }) => getServiceRecords(vin, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, _pages, lastPage) => (last.next ? lastPage + 1 : undefined),
  });

export function useServiceRecords(vin: string) {
  return useInfiniteQuery(serviceRecordsQueryOptions(vin));
}
