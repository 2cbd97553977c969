import { modulesResponseSchema } from '@fleetdesk/contract/registry';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';
import { searchKeys } from './keys';

/** GET /api/base/modules/, reduced to each module's display name (the result group headings). */
export async function getModuleNames(): Promise<Record<string, string>> {
  const { modules } = await apiGet('/api/base/modules/', modulesResponseSchema);
  return Object.fromEntries(Object.entries(modules).map(([key, m]) => [key, m.display_name]));
}

export const moduleNamesQueryOptions = () =>
  queryOptions({
    queryKey: searchKeys.moduleNames(),
    queryFn: getModuleNames,
    staleTime: Infinity,
  });

/** Module display names; while they load (or if they fail) a heading falls back to the key. */
export function useModuleNames() {
  return useQuery(moduleNamesQueryOptions());
}

/** 'vehicles' -> 'Vehicles' when the registry has not named it. */
export const moduleHeading = (names: Record<string, string> | undefined, module: string) =>
  names?.[module] ?? module.charAt(0).toUpperCase() + module.slice(1).replace(/_/g, ' ');
