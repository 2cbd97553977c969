import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS, type Setting } from '@fleetdesk/contract/settings';
import { useQueryClient } from '@tanstack/react-query';
import { useModuleSettings } from '../api/get-module-settings';
import { settingsKeys } from '../api/keys';
import { updateUserSetting } from '../api/update-user-setting';
import { showToast } from '../../../lib/toast';

const isPageSize = (value: unknown): value is number =>
  typeof value === 'number' && (PAGE_SIZE_OPTIONS as readonly number[]).includes(value);

/** The page size a module's settings hold, or the default. */
export function pageSizeOf(settings: Record<string, Setting> | undefined): number {
  const stored = settings?.page_size?.value;
  return isPageSize(stored) ? stored : DEFAULT_PAGE_SIZE;
}

/**
 * Spec 2 section 9: the page size of a module's list, stored per user in the settings store
 * (key page_size). `ready` turns true once the stored value is known (or could not be read).
 */
export function usePageSize(module: string) {
  const client = useQueryClient();
  const query = useModuleSettings(module);
  const pageSize = pageSizeOf(query.data);

  const setPageSize = (value: number) => {
    const key = settingsKeys.forModule(module);
    client.setQueryData<Record<string, Setting>>(key, (old) => {
      if (!old?.page_size) return old;
      return { ...old, page_size: { ...old.page_size, value, source: 'user' } };
    });
    updateUserSetting(module, 'page_size', value).catch(() => {
      showToast({ type: 'error', title: 'Settings', message: 'Failed to update setting' });
    });
  };

  return { pageSize, ready: !query.isPending, setPageSize };
}
