import { API_BASE_URL, ApiError, NetworkError } from './api';
import { getAuthToken } from './session';

/** Hands a blob to the browser as a download under `fileName` (exports, statements). */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Let the click's download take the blob before it is released.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * GET a file behind the token (a template, a statement) as a blob: a plain link would not carry
 * the token header. Fails like apiRequest: ApiError for a reply that is not ok, NetworkError.
 */
export async function fetchFile(path: string): Promise<Blob> {
  const token = getAuthToken();
  let response: Response;
  try {
    response = await fetch(`${API_BASE_URL}${path}`, {
      headers: token ? { Authorization: `Token ${token}` } : {},
    });
  } catch (cause) {
    throw new NetworkError(cause);
  }
  if (!response.ok) {
    throw new ApiError(response.status, await response.text(), {
      requestId: response.headers.get('x-request-id'),
    });
  }
  return response.blob();
}
