import {
  userProfileSchema,
  type UserProfile,
  type UserProfileUpdate,
} from '@fleetdesk/contract/shops';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, parseWith } from '../../../lib/api';
import { shopKeys } from './keys';

export const PROFILE_SAVED = 'Profile updated successfully';
export const PROFILE_SAVE_FAILED = 'Failed to update profile';

/** PATCH /api/employees/user-profile/ (only the fields sent change; e-mail is ignored). */
export async function updateUserProfile(update: UserProfileUpdate): Promise<UserProfile> {
  const data = await apiRequest('/api/employees/user-profile/', { method: 'PATCH', body: update });
  return parseWith(userProfileSchema, data);
}

export function useUpdateUserProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateUserProfile,
    onSuccess: (profile) => client.setQueryData(shopKeys.profile(), profile),
  });
}
