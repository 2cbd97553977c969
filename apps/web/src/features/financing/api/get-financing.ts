import { financingSchema, type Financing } from '@fleetdesk/contract/financing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';
import { financingKeys } from './keys';

/** GET /api/vehicles/financing/{id}/: one financing with its payments (edit form, details). */
export function getFinancing(id: number): Promise<Financing> {
  return apiGet(`/api/vehicles/financing/${id}/`, financingSchema);
}

// No toast here: the edit form and the details modal each say their own failure.
export const financingQueryOptions = (id: number) =>
  queryOptions({ queryKey: financingKeys.detail(id), queryFn: () => getFinancing(id) });

export function useFinancing(id: number | null) {
  return useQuery({ ...financingQueryOptions(id ?? 0), enabled: id !== null });
}
