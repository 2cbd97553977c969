/** Query keys of the financing export, reports and integration tabs. */
export const financingExportKeys = {
  all: ['financing-export'] as const,
  options: () => [...financingExportKeys.all, 'options'] as const,
  summary: (filters: object) => [...financingExportKeys.all, 'summary', filters] as const,
  job: (id: number) => [...financingExportKeys.all, 'job', id] as const,
};
