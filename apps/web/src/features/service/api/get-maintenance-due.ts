import { maintenanceDueListSchema, type MaintenanceDueItem } from '@fleetdesk/contract/maintenance';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';
import { queryString } from '../../../lib/pagination';
import { serviceKeys } from './keys';

export type DueFilters = { vehicle?: string; state?: 'overdue' | 'due_soon' };

/** GET /api/vehicles/maintenance-due/?vehicle=&state= */
export function getMaintenanceDue(filters: DueFilters): Promise<MaintenanceDueItem[]> {
  return apiGet(`/api/vehicles/maintenance-due/${queryString(filters)}`, maintenanceDueListSchema);
}

export const maintenanceDueQueryOptions = (filters: DueFilters) =>
  queryOptions({
    queryKey: serviceKeys.due(filters),
    queryFn: () => getMaintenanceDue(filters),
    placeholderData: keepPreviousData,
  });

export function useMaintenanceDue(filters: DueFilters) {
  return useQuery(maintenanceDueQueryOptions(filters));
}
