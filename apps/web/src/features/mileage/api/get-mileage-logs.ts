import { mileageLogSchema, type MileageLog } from '@fleetdesk/contract/mileage';
import type { Paginated } from '@fleetdesk/contract/common';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { mileageKeys } from './keys';
import { getPage, pageByPage, queryString, RECORDS_PAGE_SIZE } from '../../../lib/pagination';

/** GET /api/vehicles/mileage-logs/?vehicle={vin}&page=&page_size= (newest first). */
export function getMileageLogs(vin: string, page: number): Promise<Paginated<MileageLog>> {
  return getPage(
    `/api/vehicles/mileage-logs/${queryString({ vehicle: vin, page, page_size: RECORDS_PAGE_SIZE })}`,
    mileageLogSchema,
  );
}

export const mileageLogsQueryOptions = (vin: string) =>
  infiniteQueryOptions({
    queryKey: mileageKeys.vehicle(vin),
    queryFn: ({ pageParam }) => getMileageLogs(vin, pageParam),
    ...pageByPage,
  });

export function useMileageLogs(vin: string) {
  return useInfiniteQuery(mileageLogsQueryOptions(vin));
}
