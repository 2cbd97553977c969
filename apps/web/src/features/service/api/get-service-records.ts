import type { Paginated } from '@fleetdesk/contract/common';
import { serviceRecordSchema, type ServiceRecord } from '@fleetdesk/contract/service';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { serviceKeys } from './keys';
import { getPage, pageByPage, queryString } from '../../../lib/pagination';

/** GET /api/vehicles/service-records/?vehicle={vin}&page=&page_size= */
export function getServiceRecords(
  vin: string,
  page: number,
  pageSize: number,
): Promise<Paginated<ServiceRecord>> {
  return getPage(
    `/api/vehicles/service-records/${queryString({ vehicle: vin, page, page_size: pageSize })}`,
    serviceRecordSchema,
  );
}

export const serviceRecordsQueryOptions = (vin: string, pageSize: number) =>
  infiniteQueryOptions({
    // Under records(vin), so adding a record refreshes whichever page size is loaded.
    queryKey: [...serviceKeys.records(vin), pageSize],
    queryFn: ({ pageParam }) => getServiceRecords(vin, pageParam, pageSize),
    ...pageByPage,
  });

/** `enabled` waits for the page size setting, so the first call already asks for it. */
export function useServiceRecords(vin: string, pageSize: number, enabled = true) {
  return useInfiniteQuery({ ...serviceRecordsQueryOptions(vin, pageSize), enabled });
}
