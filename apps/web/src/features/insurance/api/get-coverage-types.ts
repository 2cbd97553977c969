import { coverageTypeSchema, type CoverageType } from '@fleetdesk/contract/insurance';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetList } from '../../../lib/api';
import { insuranceKeys } from './keys';

/** GET /api/vehicles/master-policies/coverage_types/ */
export function getCoverageTypes(): Promise<CoverageType[]> {
  return apiGetList('/api/vehicles/master-policies/coverage_types/', coverageTypeSchema);
}

export const coverageTypesQueryOptions = () =>
  queryOptions({ queryKey: insuranceKeys.coverageTypes(), queryFn: getCoverageTypes });

export const useCoverageTypes = () => useQuery(coverageTypesQueryOptions());
