import { settingSchema, type Setting } from '@fleetdesk/contract/settings';
import { queryOptions, useQueries } from '@tanstack/react-query';
import type { QueryErrorToast } from '../../../lib/query-client';
import { apiGetList } from '../../../lib/api';
import { settingsKeys } from './keys';

export const SETTINGS_FETCH_FAILED = 'Failed to fetch settings';

/**
 * Spec 2 section 2: the modules whose settings the vehicle settings screen edits. The vehicle
 * module's own, and the page size of each list it names (saved under each module's name).
 */
export const SETTINGS_MODULES = ['vehicles', 'insurance', 'vendors', 'service_records'] as const;

/** GET /api/base/settings/?module=&include_global=true : the module's settings with values. */
export const settingsQueryOptions = (module: string) =>
  queryOptions({
    queryKey: settingsKeys.list(module),
    queryFn: () =>
      apiGetList(
        `/api/base/settings/?module=${encodeURIComponent(module)}&include_global=true`,
        settingSchema,
      ),
    staleTime: 0,
  });

/**
 * The settings of several modules as one list: loaded once all are, failed if any failed. Each
 * screen says how a failed load reads (the tabs share the queries but not the words).
 */
export function useSettingsOf(modules: readonly string[], errorToast: QueryErrorToast) {
  return useQueries({
    queries: modules.map((module) => ({ ...settingsQueryOptions(module), meta: { errorToast } })),
    combine: (results) => ({
      data: results.every((r) => r.data !== undefined)
        ? results.flatMap((r): Setting[] => r.data ?? [])
        : undefined,
      isPending: results.some((r) => r.isPending),
      isError: results.some((r) => r.isError),
      /** Asks again for the modules that failed. */
      retry: () => {
        for (const r of results) if (r.isError) void r.refetch();
      },
    }),
  });
}
