/** Query keys of issues: `list(filters)` is one filtered list. */
export const issueKeys = {
  all: ['issues'] as const,
  list: (filters: { vehicle?: string; status?: string }) => [...issueKeys.all, filters] as const,
};
