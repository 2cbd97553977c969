import { FINANCING_MESSAGES } from '@fleetdesk/contract/financing';
import { exportOptionsSchema, type ExportOptions } from '@fleetdesk/contract/financing-export';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';
import { financingExportKeys } from './keys';

/** GET /api/vehicles/export/options/ */
export const getExportOptions = (): Promise<ExportOptions> =>
  apiGet('/api/vehicles/export/options/', exportOptionsSchema);

export const exportOptionsQueryOptions = () =>
  queryOptions({
    queryKey: financingExportKeys.options(),
    queryFn: getExportOptions,
    meta: {
      errorToast: {
        title: 'Error',
        message: FINANCING_MESSAGES.exportOptionsFailed,
        id: 'export-options',
      },
    },
  });

export const useExportOptions = () => useQuery(exportOptionsQueryOptions());
