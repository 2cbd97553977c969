import { forModuleResponseSchema, type Setting } from '@fleetdesk/contract/settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';
import { settingsKeys } from './keys';

/** GET /api/base/settings/for_module/?module= : the module's settings keyed by key. */
export function getModuleSettings(module: string): Promise<Record<string, Setting>> {
  return apiGet(
    `/api/base/settings/for_module/?module=${encodeURIComponent(module)}`,
    forModuleResponseSchema,
  );
}

export const moduleSettingsQueryOptions = (module: string) =>
  queryOptions({
    queryKey: settingsKeys.forModule(module),
    queryFn: () => getModuleSettings(module),
    staleTime: 5 * 60_000,
  });

export function useModuleSettings(module: string) {
  return useQuery(moduleSettingsQueryOptions(module));
}
