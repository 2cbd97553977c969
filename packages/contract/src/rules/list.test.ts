import { describe, expect, it } from 'vitest';
import { normaliseList } from './list';

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
