import { describe, expect, it } from 'vitest';
import { groupByModule, rankResults, searchRank, searchResultUrl } from './search-results';

const hit = (module: string, type: string, title: string, weight: number) => ({
  module,
  type,
  title,
  weight,
});

describe('searchRank', () => {
  it('is relevance times the model weight, relevance kept within 0..1', () => {
    expect(searchRank(0.5, 10)).toBe(5);
    expect(searchRank(1, 3)).toBe(3);
    expect(searchRank(1.7, 3)).toBe(3);
    expect(searchRank(-1, 3)).toBe(0);
    expect(searchRank(Number.NaN, 3)).toBe(0);
    expect(searchRank(0.123456, 1)).toBe(0.1235);
  });

  it('lets a half-matching VIN (weight 10) outrank a fully matching document (weight 3)', () => {
    expect(searchRank(0.5, 10)).toBeGreaterThan(searchRank(1, 3));
  });
});

describe('rankResults', () => {
  it('sorts by rank then title, caps each model and the whole', () => {
    const results = [
      hit('vehicles', 'document', 'Doc', 3),
      hit('vehicles', 'vehicle', 'B car', 5),
      hit('vehicles', 'vehicle', 'A car', 5),
      hit('vehicles', 'vehicle', 'C car', 9),
      hit('vehicles', 'vendor', 'Vendor', 4),
    ];
    expect(rankResults(results, { perModel: 2, limit: 10 }).map((r) => r.title)).toEqual([
      'C car',
      'A car',
      'Vendor',
      'Doc',
    ]);
    expect(rankResults(results, { perModel: 10, limit: 2 }).map((r) => r.title)).toEqual([
      'C car',
      'A car',
    ]);
  });
});

describe('groupByModule', () => {
  it('keeps the order of each module’s best result and the order within', () => {
    const groups = groupByModule([
      hit('vehicles', 'vehicle', 'one', 9),
      hit('sample', 'item', 'two', 8),
      hit('vehicles', 'document', 'three', 2),
    ]);
    expect(groups.map((g) => [g.module, g.results.map((r) => r.title)])).toEqual([
      ['vehicles', ['one', 'three']],
      ['sample', ['two']],
    ]);
    expect(groupByModule([])).toEqual([]);
  });
});

describe('searchResultUrl', () => {
  it('fills the placeholder, encoded', () => {
    expect(searchResultUrl('/vehicles/{id}', 'ABC 1/2')).toBe('/vehicles/ABC%201%2F2');
    expect(searchResultUrl('/vehicles/insurance/policy/{id}', 7)).toBe(
      '/vehicles/insurance/policy/7',
    );
  });
});
