import { userProfileSchema, type UserProfile } from '@fleetdesk/contract/shops';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';
import { shopKeys } from './keys';

export const PROFILE_LOAD_FAILED = 'Failed to fetch user profile';

/** GET /api/employees/user-profile/: e-mail, names, shop name, theme, date joined. */
export function getUserProfile(): Promise<UserProfile> {
  return apiGet('/api/employees/user-profile/', userProfileSchema);
}

export const userProfileQueryOptions = () =>
  queryOptions({ queryKey: shopKeys.profile(), queryFn: getUserProfile });

export function useUserProfile() {
  return useQuery(userProfileQueryOptions());
}
