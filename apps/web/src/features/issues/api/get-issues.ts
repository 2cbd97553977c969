import { issueListResponseSchema, type Issue, type IssueStatus } from '@fleetdesk/contract/issues';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';
import { queryString } from '../../../lib/pagination';
import { issueKeys } from './keys';

export type IssueFilters = { vehicle?: string; status?: IssueStatus };

/** GET /api/vehicles/issues/?vehicle=&status= (open first, newest first; the first 200). */
export async function getIssues(filters: IssueFilters): Promise<Issue[]> {
  const reply = await apiGet(
    `/api/vehicles/issues/${queryString({ ...filters, page_size: 200 })}`,
    issueListResponseSchema,
  );
  return reply.results;
}

export const issuesQueryOptions = (filters: IssueFilters) =>
  queryOptions({ queryKey: issueKeys.list(filters), queryFn: () => getIssues(filters) });

export function useIssues(filters: IssueFilters, enabled = true) {
  return useQuery({ ...issuesQueryOptions(filters), enabled });
}
