import {
  costReportSchema,
  type CostReport,
  type CostReportGroup,
} from '@fleetdesk/contract/cost-reports';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';
import { queryString } from '../../../lib/pagination';
import { fetchNamedFile, saveBlob } from '../../../lib/save-file';

/** The cost report (docs/api.md "Cost reports"). */

export type CostReportAsk = { from: string; to: string; group: CostReportGroup; page: number };

/** Under ['vehicles']: a vehicle's change refreshes its costs with the rest. */
export const costReportKeys = {
  all: ['vehicles', 'cost-report'] as const,
  report: (ask: CostReportAsk) => [...costReportKeys.all, ask] as const,
};

export const COST_REPORT_LOAD_FAILED = 'Failed to load the cost report';
export const COST_REPORT_DOWNLOAD_FAILED = 'Could not download the cost report';

const URL = '/api/vehicles/reports/costs/';
const params = ({ from, to, group, page }: CostReportAsk) =>
  group === 'vehicle' ? { from, to, group, page } : { from, to, group };

/** GET /api/vehicles/reports/costs/?from=&to=&group=[&page=] */
export function getCostReport(ask: CostReportAsk): Promise<CostReport> {
  return apiGet(`${URL}${queryString(params(ask))}`, costReportSchema);
}

/** `enabled` waits for the shop's today (the default period) and a period the API answers. */
export function useCostReport(ask: CostReportAsk, enabled = true) {
  return useQuery({
    queryKey: costReportKeys.report(ask),
    queryFn: () => getCostReport(ask),
    // A new period or group keeps the last report on screen until it arrives.
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** The whole report as a file (every vehicle, not only the page), named by the server. */
export function useDownloadCostReport() {
  return useMutation({
    mutationFn: ({ ask, format }: { ask: CostReportAsk; format: 'csv' | 'xlsx' }) =>
      fetchNamedFile(
        `${URL}${queryString({ from: ask.from, to: ask.to, group: ask.group, format })}`,
        `costs.${format}`,
        'download',
      ),
    onSuccess: ({ blob, fileName }) => saveBlob(blob, fileName),
  });
}
