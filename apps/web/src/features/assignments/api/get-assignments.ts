import { assignmentSchema, type Assignment } from '@fleetdesk/contract/assignments';
import type { Paginated } from '@fleetdesk/contract/common';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { getPage, pageByPage, queryString, RECORDS_PAGE_SIZE } from '../../../lib/pagination';
import { assignmentKeys } from './keys';

/** GET /api/vehicles/assignments/?vehicle={vin}&page=&page_size= (newest first). */
export function getAssignments(vin: string, page: number): Promise<Paginated<Assignment>> {
  return getPage(
    `/api/vehicles/assignments/${queryString({ vehicle: vin, page, page_size: RECORDS_PAGE_SIZE })}`,
    assignmentSchema,
  );
}

export const assignmentsQueryOptions = (vin: string) =>
  infiniteQueryOptions({
    queryKey: assignmentKeys.vehicle(vin),
    queryFn: ({ pageParam }) => getAssignments(vin, pageParam),
    ...pageByPage,
  });

export function useAssignments(vin: string) {
  return useInfiniteQuery(assignmentsQueryOptions(vin));
}
