import { registrationSchema, type Registration } from '@fleetdesk/contract/registrations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, ApiError } from '../../../lib/api';
import { registrationKeys } from './keys';

export const REGISTRATION_FETCH_FAILED = 'Failed to fetch registration data';
export const REGISTRATION_NOT_FOUND = 'Registration not found';

/** GET /api/vehicles/registrations/{id}/ */
export function getRegistration(id: number): Promise<Registration> {
  return apiGet(`/api/vehicles/registrations/${id}/`, registrationSchema);
}

export const registrationQueryOptions = (id: number) =>
  queryOptions({
    queryKey: registrationKeys.detail(id),
    queryFn: () => getRegistration(id),
    meta: { errorToast: { title: 'Registration', message: registrationLoadErrorText } },
  });

export function useRegistration(id: number | null) {
  return useQuery({
    ...registrationQueryOptions(id ?? 0),
    enabled: id !== null,
    staleTime: 0,
  });
}

export function registrationLoadErrorText(error: unknown): string {
  return error instanceof ApiError && error.status === 404
    ? REGISTRATION_NOT_FOUND
    : REGISTRATION_FETCH_FAILED;
}
