import { FINANCING_MESSAGES } from '@fleetdesk/contract/financing';
import {
  fallbackExportFileName,
  type ExportFormat,
  type ExportType,
} from '@fleetdesk/contract/financing-export';
import { useMutation } from '@tanstack/react-query';
import { API_BASE_URL, ApiError, NetworkError } from '../../../lib/api';
import { queryString } from '../../../lib/pagination';
import { getAuthToken } from '../../../lib/session';
import { saveBlob } from '../../../lib/save-file';
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

/** The name in `Content-Disposition: attachment; filename="..."`, if any. */
export function fileNameFrom(disposition: string | null): string | null {
  const match = disposition?.match(/filename\*?=(?:UTF-8'')?"?([^";]+)"?/i);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

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
  const token = getAuthToken();
  let response: Response;
  try {
    response = await fetch(`${API_BASE_URL}/api/vehicles/export/${type}/${query}`, {
      headers: token ? { Authorization: `Token ${token}` } : {},
    });
  } catch (cause) {
    throw new NetworkError(cause);
  }
  if (!response.ok) {
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON: keep the text.
    }
    throw new ApiError(response.status, body, {
      requestId: response.headers.get('x-request-id'),
      action: 'export',
    });
  }
  const fileName =
    fileNameFrom(response.headers.get('content-disposition')) ??
    fallbackExportFileName(filters.format, now);
  return { blob: await response.blob(), fileName };
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
