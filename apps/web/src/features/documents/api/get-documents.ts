import type { Paginated } from '@fleetdesk/contract/common';
import { documentSchema, type VehicleDocument } from '@fleetdesk/contract/documents';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { documentKeys, type DocumentFilters } from './keys';
import { getPage, pageByPage, queryString, RECORDS_PAGE_SIZE } from '../../../lib/pagination';

export const DOCUMENTS_FETCH_FAILED = 'Failed to fetch documents';

/** GET /api/vehicles/documents/?vehicle={vin}&document_type=&search= (empty filters left out). */
export function getDocuments(
  vin: string,
  filters: DocumentFilters,
  page: number,
): Promise<Paginated<VehicleDocument>> {
  const params = queryString({
    vehicle: vin,
    document_type: filters.documentType,
    search: filters.search.trim(),
    page,
    page_size: RECORDS_PAGE_SIZE,
  });
  return getPage(`/api/vehicles/documents/${params}`, documentSchema);
}

export const documentsQueryOptions = (vin: string, filters: DocumentFilters) =>
  infiniteQueryOptions({
    queryKey: documentKeys.list(vin, filters),
    queryFn: ({ pageParam }) => getDocuments(vin, filters, pageParam),
    ...pageByPage,
  });

/** While a new search or type filter loads, the previous cards stay on screen. */
export function useDocuments(vin: string, filters: DocumentFilters) {
  return useInfiniteQuery({
    ...documentsQueryOptions(vin, filters),
    placeholderData: keepPreviousData,
  });
}
