import { API_BASE_URL, ApiError, NetworkError } from './api';
import { clearAuthToken, getAuthToken } from './session';

/** How far an upload has got: bytes sent of the total, and the whole percentage (0 to 100). */
export type UploadProgress = { loaded: number; total: number; percent: number };

export type UploadOptions = {
  method?: 'POST' | 'PUT' | 'PATCH';
  /** Called as the request body is sent (XMLHttpRequest upload progress events). */
  onProgress?: (progress: UploadProgress) => void;
  /** Aborting rejects the promise with a DOMException named AbortError. */
  signal?: AbortSignal;
  /** A 401 clears the token and returns to sign-in (default true), as apiRequest does. */
  logoutOn401?: boolean;
};

/** Whole percentage, clamped to 0..100; an unknown total reads 0 until the upload completes. */
export function progressPercent(loaded: number, total: number): number {
  if (!Number.isFinite(total) || total <= 0) return 0;
  return Math.max(0, Math.min(100, Math.round((loaded / total) * 100)));
}

function parseBody(status: number, text: string): unknown {
  if (status === 204 || text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function abortError(): DOMException {
  return new DOMException('The upload was aborted.', 'AbortError');
}

/**
 * Sends multipart form data with the token header and reports upload progress. fetch() cannot
 * report request-body progress, so this uses XMLHttpRequest. It resolves with the parsed JSON
 * reply and fails like apiRequest: ApiError (status, body, fieldErrors) for a non-OK reply,
 * NetworkError when no reply came. The browser sets the multipart boundary itself.
 */
export function uploadForm(
  path: string,
  form: FormData,
  options: UploadOptions = {},
): Promise<unknown> {
  const { method = 'POST', onProgress, signal, logoutOn401 = true } = options;
  return new Promise<unknown>((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(method, `${API_BASE_URL}${path}`);
    xhr.setRequestHeader('Accept', 'application/json');
    const token = getAuthToken();
    if (token) xhr.setRequestHeader('Authorization', `Token ${token}`);

    if (onProgress) {
      xhr.upload.addEventListener('progress', (event) => {
        const total = event.lengthComputable ? event.total : 0;
        onProgress({ loaded: event.loaded, total, percent: progressPercent(event.loaded, total) });
      });
    }

    const onAbortSignal = () => xhr.abort();
    const cleanUp = () => signal?.removeEventListener('abort', onAbortSignal);
    signal?.addEventListener('abort', onAbortSignal);

    xhr.addEventListener('load', () => {
      cleanUp();
      const body = parseBody(xhr.status, xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.({ loaded: 1, total: 1, percent: 100 });
        resolve(body);
        return;
      }
      if (xhr.status === 401 && logoutOn401) clearAuthToken();
      reject(
        new ApiError(xhr.status, body, {
          requestId: xhr.getResponseHeader('x-request-id'),
          action: 'upload',
        }),
      );
    });
    xhr.addEventListener('error', () => {
      cleanUp();
      reject(new NetworkError(new TypeError('Upload failed')));
    });
    xhr.addEventListener('timeout', () => {
      cleanUp();
      reject(new NetworkError(new TypeError('Upload timed out')));
    });
    xhr.addEventListener('abort', () => {
      cleanUp();
      reject(abortError());
    });

    xhr.send(form);
  });
}

/** A record's attachment (`file`, `title`, `notes` multipart): registrations' and policies' upload_document. */
export function uploadAttachment(
  path: string,
  input: { file: File; title: string; notes: string; onProgress: (p: UploadProgress) => void },
): Promise<unknown> {
  const form = new FormData();
  form.append('title', input.title);
  form.append('notes', input.notes);
  form.append('file', input.file);
  return uploadForm(path, form, { onProgress: input.onProgress });
}
