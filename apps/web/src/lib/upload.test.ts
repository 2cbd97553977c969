import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from './api';
import { getAuthToken, setAuthToken } from './session';
import { progressPercent, uploadForm, type UploadProgress } from './upload';
import { FakeXhr, installFakeXhr, lastXhr } from './upload.test-helper';

afterEach(() => {
  FakeXhr.instances = [];
});

describe('progressPercent', () => {
  it('rounds to whole percent and clamps', () => {
    expect(progressPercent(0, 200)).toBe(0);
    expect(progressPercent(1, 3)).toBe(33);
    expect(progressPercent(200, 200)).toBe(100);
    expect(progressPercent(300, 200)).toBe(100);
    expect(progressPercent(5, 0)).toBe(0);
  });
});

describe('uploadForm', () => {
  it('posts the form with the token header and reports progress up to 100', async () => {
    installFakeXhr();
    setAuthToken('tok-1');
    const seen: UploadProgress[] = [];
    const form = new FormData();
    form.append('title', 'Title scan');
    const pending = uploadForm('/api/vehicles/documents/', form, {
      onProgress: (p) => seen.push(p),
    });

    const xhr = lastXhr();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/vehicles/documents/');
    expect(xhr.headers.Authorization).toBe('Token tok-1');
    expect(xhr.headers['Content-Type']).toBeUndefined();
    expect(xhr.body).toBe(form);

    xhr.progress(250, 1000);
    xhr.progress(1000, 1000);
    xhr.respond(201, { id: 7 });

    await expect(pending).resolves.toEqual({ id: 7 });
    expect(seen.map((p) => p.percent)).toEqual([25, 100, 100]);
    expect(seen[0]).toEqual({ loaded: 250, total: 1000, percent: 25 });
  });

  it('reads 0 percent while the total is unknown', async () => {
    installFakeXhr();
    const seen: number[] = [];
    const pending = uploadForm('/api/x/', new FormData(), {
      onProgress: (p) => seen.push(p.percent),
    });
    lastXhr().progress(10, 0, false);
    lastXhr().respond(201, {});
    await pending;
    expect(seen).toEqual([0, 100]);
  });

  it('rejects with ApiError carrying the field errors of a 400', async () => {
    installFakeXhr();
    const pending = uploadForm('/api/x/', new FormData());
    lastXhr().respond(400, { file: ['Unsupported file type.'] });
    const error = await pending.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error instanceof ApiError && error.status).toBe(400);
    expect(error instanceof ApiError && error.fieldErrors).toEqual({
      file: ['Unsupported file type.'],
    });
  });

  it('uses the detail of a 413 as the message', async () => {
    installFakeXhr();
    const pending = uploadForm('/api/x/', new FormData());
    lastXhr().respond(413, { detail: 'The file is larger than 20 MB.' });
    await expect(pending).rejects.toMatchObject({
      status: 413,
      message: 'The file is larger than 20 MB.',
    });
  });

  it('says an upload that failed on the server in words, with its request id', async () => {
    installFakeXhr();
    const sent = uploadForm('/api/documents/', new FormData()).catch((e: unknown) => e);
    lastXhr().respond(
      500,
      { detail: 'Internal server error.', request_id: 'r-1' },
      { 'X-Request-Id': 'r-1' },
    );
    expect(await sent).toMatchObject({
      status: 500,
      requestId: 'r-1',
      message:
        'The upload failed on the server. Try again, or contact your administrator. (Request id: r-1)',
    });
  });

  it('clears the token on a 401', async () => {
    installFakeXhr();
    setAuthToken('tok-2');
    const pending = uploadForm('/api/x/', new FormData());
    lastXhr().respond(401, { detail: 'Invalid token.' });
    await expect(pending).rejects.toBeInstanceOf(ApiError);
    expect(getAuthToken()).toBeNull();
  });

  it('rejects with NetworkError when no reply comes', async () => {
    installFakeXhr();
    const pending = uploadForm('/api/x/', new FormData());
    lastXhr().fail();
    await expect(pending).rejects.toBeInstanceOf(NetworkError);
  });

  it('aborts through the signal', async () => {
    installFakeXhr();
    const controller = new AbortController();
    const pending = uploadForm('/api/x/', new FormData(), { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(lastXhr().aborted).toBe(true);
  });

  it('does not start when the signal is already aborted', async () => {
    installFakeXhr();
    const controller = new AbortController();
    controller.abort();
    await expect(
      uploadForm('/api/x/', new FormData(), { signal: controller.signal }),
    ).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(FakeXhr.instances).toHaveLength(0);
  });
});
