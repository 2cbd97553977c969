import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { json, stubFetch } from '../../../../test/utils';
import { getRecordsPage, queryString } from './vehicle-records-page';

const item = z.object({ id: z.number() });

describe('getRecordsPage', () => {
  it('keeps a paginated reply as it is', async () => {
    const reply = {
      count: 3,
      total_pages: 2,
      next: '/x/?page=2',
      previous: null,
      results: [{ id: 1 }],
    };
    stubFetch({ 'GET /x/': json(reply) });
    await expect(getRecordsPage('/x/', item)).resolves.toEqual(reply);
  });

  it('reads a plain array or {results} as one page, dropping malformed items', async () => {
    stubFetch({
      'GET /a/': json([{ id: 1 }, { id: 'two' }, { id: 3 }]),
      'GET /b/': json({ results: [{ id: 4 }] }),
    });
    await expect(getRecordsPage('/a/', item)).resolves.toEqual({
      count: 2,
      total_pages: 1,
      next: null,
      previous: null,
      results: [{ id: 1 }, { id: 3 }],
    });
    await expect(getRecordsPage('/b/', item)).resolves.toMatchObject({
      count: 1,
      next: null,
      results: [{ id: 4 }],
    });
  });

  it('treats an unexpected format as an empty list', async () => {
    stubFetch({ 'GET /c/': json({ unexpected: true }) });
    await expect(getRecordsPage('/c/', item)).resolves.toMatchObject({ count: 0, results: [] });
  });
});

describe('queryString', () => {
  it('leaves out empty values and encodes the rest', () => {
    expect(
      queryString({ vehicle: 'V1', document_type: '', search: 'a b', page: 1, x: undefined }),
    ).toBe('?vehicle=V1&search=a+b&page=1');
    expect(queryString({ a: '' })).toBe('');
  });
});
