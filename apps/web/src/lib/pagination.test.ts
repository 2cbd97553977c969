import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { json, stubFetch } from '../../test/utils';
import { getPage, loadedRows, pageByPage, pageWithin, queryString } from './pagination';

const item = z.object({ id: z.number() });

describe('getPage', () => {
  it('keeps a paginated reply as it is', async () => {
    const reply = {
      count: 3,
      total_pages: 2,
      next: '/x/?page=2',
      previous: null,
      results: [{ id: 1 }],
    };
    stubFetch({ 'GET /x/': json(reply) });
    await expect(getPage('/x/', item)).resolves.toEqual(reply);
  });

  it('reads a plain array or {results} as one page, dropping malformed items', async () => {
    stubFetch({
      'GET /a/': json([{ id: 1 }, { id: 'two' }, { id: 3 }]),
      'GET /b/': json({ results: [{ id: 4 }] }),
    });
    await expect(getPage('/a/', item)).resolves.toEqual({
      count: 2,
      total_pages: 1,
      next: null,
      previous: null,
      results: [{ id: 1 }, { id: 3 }],
    });
    await expect(getPage('/b/', item)).resolves.toMatchObject({
      count: 1,
      next: null,
      results: [{ id: 4 }],
    });
  });

  it('treats an unexpected format as an empty list', async () => {
    stubFetch({ 'GET /c/': json({ unexpected: true }) });
    await expect(getPage('/c/', item)).resolves.toMatchObject({ count: 0, results: [] });
  });
});

describe('queryString', () => {
  it('leaves out empty values and encodes the rest', () => {
    expect(
      queryString({ vehicle: 'V1', document_type: '', search: 'a b', page: 1, x: undefined }),
    ).toBe('?vehicle=V1&search=a+b&page=1');
    expect(queryString({ a: '', b: null })).toBe('');
  });
});

const reply = (results: number[], next: string | null, count = results.length) => ({
  count,
  total_pages: 2,
  next,
  previous: null,
  results,
});

describe('pageByPage', () => {
  it('starts at page 1 and asks for the next page only while the reply names one', () => {
    expect(pageByPage.initialPageParam).toBe(1);
    expect(pageByPage.getNextPageParam(reply([1], '/x/?page=2'), [], 1)).toBe(2);
    expect(pageByPage.getNextPageParam(reply([2], null), [], 2)).toBeUndefined();
  });
});

describe('loadedRows', () => {
  it("joins the loaded pages and takes the total from the server's count", () => {
    const data = {
      pages: [reply([1, 2], '/x/?page=2', 5), reply([3, 4], null, 5)],
      pageParams: [],
    };
    expect(loadedRows(data)).toEqual({ rows: [1, 2, 3, 4], total: 5 });
  });

  it('never counts fewer rows than are loaded, nor any before the first page', () => {
    expect(loadedRows({ pages: [reply([1, 2, 3], null, 1)], pageParams: [] }).total).toBe(3);
    expect(loadedRows(undefined)).toEqual({ rows: [], total: 0 });
  });
});

describe('pageWithin', () => {
  it('keeps a page inside the list and moves one past its end to the last page', () => {
    expect(pageWithin(2, 3)).toBe(2);
    expect(pageWithin(5, 3)).toBe(3);
    expect(pageWithin(4, 0)).toBe(1);
  });
});
