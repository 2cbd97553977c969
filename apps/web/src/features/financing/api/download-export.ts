import { FINANCING_MESSAGES } from '@fleetdesk/contract/financing';
import {
  fallbackExportFileName,
  type ExportFormat,
  type ExportType,
} from '@fleetdesk/contract/financing-export';
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api';
import { queryString } from '../../../lib/pagination';
import { fetchNamedFile, fileNameFrom, saveBlob } from '../../../lib/save-file';
import { showToast } from '../../../lib/toast';

export type ExportRequest = {
  type: ExportType;
  format: ExportFormat;
  date_from?: string;
  date_to?: string;
  financing_type?: string;
  payment_method?: string;
  gl_account?: string;
  quickbooks_class?: string;
  include_payments?: boolean;
};

export { fileNameFrom };

/**
 * GET /api/vehicles/export/{financing|payments}/: the file as a blob, with its name from the
 * reply (else export_{timestamp}.{format}). A reply that is not ok is a failure.
 */
export async function downloadExport(
  { type, include_payments, ...filters }: ExportRequest,
  now = Date.now(),
): Promise<{ blob: Blob; fileName: string }> {
  const query = queryString({
    ...filters,
    ...(type === 'financing' && include_payments ? { include_payments: 'true' } : {}),
  });
  return fetchNamedFile(
    `/api/vehicles/export/${type}/${query}`,
    fallbackExportFileName(filters.format, now),
    'export',
  );
}

/** The server's 413: more rows than one request may export; the export runs as a job instead. */
export const isTooLargeForRequest = (error: unknown) =>
  error instanceof ApiError && error.status === 413;

/**
 * The Export button: download, save, and 'Failed to export data' when it fails (not when the
 * export is too large for a request: the tab then starts it as a job).
 */
export function useDownloadExport() {
  return useMutation({
    mutationFn: (request: ExportRequest) => downloadExport(request),
    onSuccess: ({ blob, fileName }) => saveBlob(blob, fileName),
    onError: (error) => {
      if (!isTooLargeForRequest(error))
        showToast({ type: 'error', title: 'Error', message: FINANCING_MESSAGES.exportFailed });
    },
  });
}
