import {
  sampleCategorySchema,
  sampleItemSchema,
  type SampleCategory,
  type SampleItem,
} from '@fleetdesk/contract/sample';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetList } from '../../../lib/api';

export const SAMPLE_LOAD_FAILED = 'Failed to load sample module data';

export type SampleData = { categories: SampleCategory[]; items: SampleItem[] };

/** GET /api/sample-module/categories/ and /api/sample-module/items/, loaded together. */
export async function getSampleData(): Promise<SampleData> {
  const [categories, items] = await Promise.all([
    apiGetList('/api/sample-module/categories/', sampleCategorySchema),
    apiGetList('/api/sample-module/items/', sampleItemSchema),
  ]);
  return { categories, items };
}

export const sampleDataQueryOptions = () =>
  queryOptions({
    queryKey: ['sample-module'] as const,
    queryFn: getSampleData,
    meta: { errorToast: { id: 'sample-failed', title: 'Error', message: SAMPLE_LOAD_FAILED } },
  });

export function useSampleData() {
  return useQuery(sampleDataQueryOptions());
}
