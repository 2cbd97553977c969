import { settingSchema } from '@fleetdesk/contract/settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetList } from '../../../lib/api';
import { vehicleKeys } from './keys';

export const SETTINGS_FETCH_FAILED = 'Failed to fetch settings';

/** GET /api/base/settings/?module=&include_global=true : the module's settings with values. */
export const settingsQueryOptions = (module: string) =>
  queryOptions({
    queryKey: vehicleKeys.settings.list(module),
    queryFn: () =>
      apiGetList(
        `/api/base/settings/?module=${encodeURIComponent(module)}&include_global=true`,
        settingSchema,
      ),
    staleTime: 0,
  });

export function useSettings(module: string) {
  return useQuery(settingsQueryOptions(module));
}
