import { describe, expect, it } from 'vitest';
import { json, stubFetch } from '../../test/utils';
import { ApiError, apiGetList, apiRequest, NetworkError } from './api';
import { z } from 'zod';
import { getAuthToken, setAuthToken } from './session';

describe('api client', () => {
  it('sends the token header and JSON', async () => {
    setAuthToken('abc');
    const calls = stubFetch({ 'POST /api/x/': json({ ok: true }) });
    await expect(apiRequest('/api/x/', { method: 'POST', body: { a: 1 } })).resolves.toEqual({
      ok: true,
    });
    expect(calls[0]?.headers).toMatchObject({
      Authorization: 'Token abc',
      'Content-Type': 'application/json',
    });
    expect(calls[0]?.body).toEqual({ a: 1 });
  });

  it('sends the JSON content type and the token on every call, a GET and a body-less POST too', async () => {
    setAuthToken('abc');
    const calls = stubFetch({
      'GET /api/y/': json({ ok: true }),
      'POST /api/base/logout/': json({ ok: true }),
    });
    await apiRequest('/api/y/');
    await apiRequest('/api/base/logout/', { method: 'POST' });
    for (const call of calls) {
      expect(call.headers).toMatchObject({
        Authorization: 'Token abc',
        'Content-Type': 'application/json',
      });
    }
    expect(calls).toHaveLength(2);
  });

  it('parses error bodies into ApiError with status, message and field errors', async () => {
    stubFetch({
      'GET /api/a/': json({ error: 'Nope' }, 409),
      'GET /api/b/': json({ detail: 'Not found.' }, 404),
      'POST /api/c/': json({ vin: ['Enter a valid VIN'] }, 400),
    });
    const a = await apiRequest('/api/a/').catch((e: unknown) => e);
    expect(a).toBeInstanceOf(ApiError);
    expect(a).toMatchObject({ status: 409, message: 'Nope' });
    await expect(apiRequest('/api/b/')).rejects.toMatchObject({
      status: 404,
      message: 'Not found.',
    });
    const c = await apiRequest('/api/c/', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(c instanceof ApiError && c.fieldErrors).toEqual({ vin: ['Enter a valid VIN'] });
  });

  it('says a failure on the server in words with its request id, never the bare status', async () => {
    const id = '0b4c1f9e-2d7a-4c1e-9d2f-5a6b7c8d9e0f';
    stubFetch({
      'GET /api/a/': () =>
        new Response(JSON.stringify({ detail: 'Internal server error.', request_id: id }), {
          status: 500,
          headers: { 'Content-Type': 'application/json', 'X-Request-Id': id },
        }),
      'GET /api/b/': () => new Response('', { status: 502 }),
      'GET /api/c/': () => new Response('', { status: 418 }),
    });
    const a = await apiRequest('/api/a/').catch((e: unknown) => e);
    expect(a).toMatchObject({
      status: 500,
      requestId: id,
      message: `The request failed on the server. Try again, or contact your administrator. (Request id: ${id})`,
    });
    await expect(apiRequest('/api/b/')).rejects.toMatchObject({
      message: 'The request failed on the server. Try again, or contact your administrator.',
    });
    await expect(apiRequest('/api/c/')).rejects.toMatchObject({
      message: 'The server refused the request (status 418).',
    });
  });

  it('clears the token on a 401, except where the caller says not to', async () => {
    setAuthToken('abc');
    stubFetch({
      'GET /api/me/': json({ detail: 'Invalid token.' }, 401),
      'POST /api/base/login/': json({ error: 'Bad' }, 401),
    });
    await expect(
      apiRequest('/api/base/login/', { method: 'POST', body: {}, logoutOn401: false }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(getAuthToken()).toBe('abc');
    await expect(apiRequest('/api/me/')).rejects.toBeInstanceOf(ApiError);
    expect(getAuthToken()).toBeNull();
    expect(window.localStorage.getItem('authToken')).toBeNull();
  });

  it('reports a failed connection as a NetworkError', async () => {
    stubFetch({ 'GET /api/x/': 'network-error' });
    await expect(apiRequest('/api/x/')).rejects.toBeInstanceOf(NetworkError);
  });

  it('normalises lists: array, {results}, anything else empty', async () => {
    const item = z.object({ id: z.number() });
    stubFetch({
      'GET /api/arr/': json([{ id: 1 }, { id: 'bad' }]),
      'GET /api/page/': json({ count: 1, results: [{ id: 2 }] }),
      'GET /api/odd/': json({ items: [{ id: 3 }] }),
    });
    await expect(apiGetList('/api/arr/', item)).resolves.toEqual([{ id: 1 }]);
    await expect(apiGetList('/api/page/', item)).resolves.toEqual([{ id: 2 }]);
    await expect(apiGetList('/api/odd/', item)).resolves.toEqual([]);
  });
});
