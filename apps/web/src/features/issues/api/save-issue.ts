import {
  issueSchema,
  type Issue,
  type IssueCreate,
  type IssuePatch,
} from '@fleetdesk/contract/issues';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, parseWith } from '../../../lib/api';
import { issueKeys } from './keys';

export const ISSUE_SAVE_FAILED = 'Failed to save the issue';

/** POST /api/vehicles/issues/ */
export async function createIssue(input: IssueCreate): Promise<Issue> {
  return parseWith(
    issueSchema,
    await apiRequest('/api/vehicles/issues/', { method: 'POST', body: input }),
  );
}

/** PATCH /api/vehicles/issues/{id}/ (assign, resolve, reopen, change). */
export async function updateIssue(id: number, patch: IssuePatch): Promise<Issue> {
  return parseWith(
    issueSchema,
    await apiRequest(`/api/vehicles/issues/${id}/`, { method: 'PATCH', body: patch }),
  );
}

export function useCreateIssue() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createIssue,
    onSuccess: () => client.invalidateQueries({ queryKey: issueKeys.all }),
  });
}

export function useUpdateIssue() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: IssuePatch }) => updateIssue(id, patch),
    onSuccess: () => client.invalidateQueries({ queryKey: issueKeys.all }),
  });
}
