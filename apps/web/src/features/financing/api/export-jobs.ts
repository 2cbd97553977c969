import { exportJobSchema, type ExportJob } from '@fleetdesk/contract/financing-export-jobs';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiGet, apiRequest, parseWith } from '../../../lib/api';
import type { ExportRequest } from './download-export';
import { financingExportKeys } from './keys';

const JOBS = '/api/vehicles/financing/export-jobs/';

/** POST /api/vehicles/financing/export-jobs/: an export too large for one request, queued. */
export async function startExportJob(request: ExportRequest): Promise<ExportJob> {
  return parseWith(exportJobSchema, await apiRequest(JOBS, { method: 'POST', body: request }));
}

export const useStartExportJob = () => useMutation({ mutationFn: startExportJob });

/** How often a running job is asked about. */
export const EXPORT_JOB_POLL_MS = 1000;

/** GET /api/vehicles/financing/export-jobs/{id}/, asked again every second until it ends. */
export function useExportJob(id: number) {
  return useQuery({
    queryKey: financingExportKeys.job(id),
    queryFn: () => apiGet(`${JOBS}${id}/`, exportJobSchema),
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'done' || status === 'failed' ? false : EXPORT_JOB_POLL_MS;
    },
  });
}
