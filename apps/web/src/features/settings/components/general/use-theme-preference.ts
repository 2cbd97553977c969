import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import type { ThemeChoice } from '@fleetdesk/contract/rules/theme';
import { getThemeChoice, setThemeChoice, useAppTheme } from '../../../../lib/theme';
import { showToast } from '../../../../lib/toast';
import { shopKeys, useUpdateUserProfile, useUserProfile } from '../../../shops';
import type { UserProfile } from '@fleetdesk/contract/shops';

export const THEME_SAVE_FAILED = 'Failed to save the theme';

/**
 * The theme, remembered per user on the server (the profile's `theme`). A change shows at once
 * and is saved; a refused save puts back the saved theme, so what is shown is what is stored.
 */
export function useThemePreference() {
  const theme = useAppTheme();
  const update = useUpdateUserProfile();
  const client = useQueryClient();
  const choose = useCallback(
    (next: ThemeChoice) => {
      setThemeChoice(next);
      update.mutate(
        { theme: next },
        {
          onError: () => {
            const saved = client.getQueryData<UserProfile>(shopKeys.profile())?.theme;
            if (saved) setThemeChoice(saved);
            showToast({ type: 'error', title: 'Error', message: THEME_SAVE_FAILED });
          },
        },
      );
    },
    [client, update],
  );
  return { choice: theme.choice, resolved: theme.resolved, setChoice: choose };
}

/**
 * Applies the signed-in user's saved theme (local storage only paints the first frame). Mounted
 * once in the shell; renders nothing.
 */
export function ThemeSync() {
  const profile = useUserProfile();
  const saved = profile.data?.theme;
  useEffect(() => {
    if (saved && saved !== getThemeChoice()) setThemeChoice(saved);
  }, [saved, profile.dataUpdatedAt]);
  return null;
}
