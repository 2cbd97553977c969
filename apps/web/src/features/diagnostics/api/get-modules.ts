import { modulesResponseSchema, type ModuleConfig } from '@fleetdesk/contract/registry';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';
import { registryError } from './registry-error';

/** GET /api/base/modules/: every registered module, keyed by module key. */
export async function getModules(): Promise<Record<string, ModuleConfig>> {
  try {
    return (await apiGet('/api/base/modules/', modulesResponseSchema)).modules;
  } catch (error) {
    throw registryError('modules', error);
  }
}

// Spec 1 section 4: the registry loads once and is cached; concurrent loads are shared.
export const modulesQueryOptions = () =>
  queryOptions({
    queryKey: ['registry', 'modules'] as const,
    queryFn: getModules,
    staleTime: Infinity,
  });

export function useModules() {
  return useQuery(modulesQueryOptions());
}
