import { describe, expect, it } from 'vitest';
import { normaliseList, readListPage } from './list';

describe('normaliseList', () => {
  it('keeps a plain array', () => {
    expect(normaliseList([1, 2])).toEqual([1, 2]);
  });

  it('unwraps {results}', () => {
    expect(normaliseList({ count: 2, results: ['a', 'b'] })).toEqual(['a', 'b']);
  });

  it('treats any other format as an empty list', () => {
    expect(normaliseList(null)).toEqual([]);
    expect(normaliseList(undefined)).toEqual([]);
    expect(normaliseList('oops')).toEqual([]);
    expect(normaliseList({ items: [1] })).toEqual([]);
    expect(normaliseList({ results: 'not a list' })).toEqual([]);
  });

  it('drops items that fail the guard', () => {
    const isNumber = (v: unknown): v is number => typeof v === 'number';
    expect(normaliseList<number>({ results: [1, 'x', 3] }, isNumber)).toEqual([1, 3]);
  });
});

describe('readListPage', () => {
  const request = { page: 1, pageSize: 10 };
  const ten = Array.from({ length: 10 }, (_, i) => i);

  it('reads {results, count, total_pages}', () => {
    expect(readListPage({ results: ten, count: 23, total_pages: 3 }, request)).toEqual({
      results: ten,
      count: 23,
      totalPages: 3,
    });
  });

  it('works the pages out of {results, count} alone', () => {
    expect(readListPage({ results: ten, count: 23 }, request).totalPages).toBe(3);
  });

  it('reads {results, pagination: {count, total_pages}}', () => {
    expect(
      readListPage({ results: ten, pagination: { count: 23, total_pages: 3 } }, request),
    ).toEqual({ results: ten, count: 23, totalPages: 3 });
    expect(readListPage({ results: ten, pagination: { count: 23 } }, request).totalPages).toBe(3);
  });

  it('cuts the requested page from a plain array (the whole list)', () => {
    const all = Array.from({ length: 23 }, (_, i) => i);
    expect(readListPage(all, { page: 3, pageSize: 10 })).toEqual({
      results: [20, 21, 22],
      count: 23,
      totalPages: 3,
    });
  });

  it('counts the rows when no total is sent, and never has fewer than one page', () => {
    expect(readListPage({ results: [1, 2] }, request)).toEqual({
      results: [1, 2],
      count: 2,
      totalPages: 1,
    });
    expect(readListPage({ results: [], count: 0, total_pages: 0 }, request).totalPages).toBe(1);
  });

  it('treats an unexpected format as an empty list', () => {
    expect(readListPage('oops', request)).toEqual({ results: [], count: 0, totalPages: 1 });
    expect(readListPage({ results: 'x', count: 5 }, request).results).toEqual([]);
  });

  it('ignores totals that are not whole numbers', () => {
    expect(readListPage({ results: [1], count: '9', total_pages: -1 }, request)).toEqual({
      results: [1],
      count: 1,
      totalPages: 1,
    });
  });
});
