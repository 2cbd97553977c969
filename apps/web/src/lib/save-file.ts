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

/** The name in `Content-Disposition: attachment; filename="..."`, if any. */
export function fileNameFrom(disposition: string | null): string | null {
  const match = disposition?.match(/filename\*?=(?:UTF-8'')?"?([^";]+)"?/i);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

/**
 * GET a file behind the token (a template, a statement) as a blob: a plain link would not carry
 * the token header. Fails like apiRequest: ApiError for a reply that is not ok, NetworkError.
 */
export async function fetchFile(path: string): Promise<Blob> {
  return (await fetchNamedFile(path, '')).blob;
}

/**
 * fetchFile, with the file's name from the reply (`fallbackName` when it names none); `action`
 * names what failed in a server error's words (ApiError).
 */
export async function fetchNamedFile(
  path: string,
  fallbackName: string,
  action?: string,
): Promise<{ blob: Blob; fileName: string }> {
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
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON: keep the text.
    }
    throw new ApiError(response.status, body, {
      requestId: response.headers.get('x-request-id'),
      ...(action ? { action } : {}),
    });
  }
  const fileName = fileNameFrom(response.headers.get('content-disposition')) ?? fallbackName;
  return { blob: await response.blob(), fileName };
}
