import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

export const PASSWORD_CHANGED = 'Password changed. Your other sessions have been signed out.';
export const PASSWORD_CHANGE_FAILED = 'Failed to change password';

export type PasswordChange = { current_password: string; new_password: string };

/** POST /api/base/change-password/: checks the current password, revokes the other sessions. */
export async function changePassword(body: PasswordChange): Promise<void> {
  await apiRequest('/api/base/change-password/', { method: 'POST', body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
