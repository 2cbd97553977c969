import { describe, expect, it } from 'vitest';
import { containsUrl, findActiveNavUrl, matchesPath, normalisePath } from './nav-match';

const tree = [
  { url: '/' },
  {
    url: '/vehicles',
    children: [
      { url: '/vehicles/insurance' },
      { url: '/vehicles/insurance/bulk-renewal' },
      { url: '/vehicles/financing/' },
    ],
  },
  { url: '/sample-module' },
];

describe('normalisePath', () => {
  it('drops query, hash and trailing slashes', () => {
    expect(normalisePath('/vehicles/?a=1')).toBe('/vehicles');
    expect(normalisePath('/vehicles#top')).toBe('/vehicles');
    expect(normalisePath('/')).toBe('/');
    expect(normalisePath('')).toBe('/');
  });
});

describe('matchesPath', () => {
  it('matches on segment boundaries only', () => {
    expect(matchesPath('/vehicles', '/vehicles')).toBe(true);
    expect(matchesPath('/vehicles', '/vehicles/ABC123')).toBe(true);
    expect(matchesPath('/vehicles', '/vehicles-archive')).toBe(false);
  });

  it('matches the root only on the root', () => {
    expect(matchesPath('/', '/')).toBe(true);
    expect(matchesPath('/', '/settings')).toBe(false);
  });

  it('never matches an empty url', () => {
    expect(matchesPath('', '/')).toBe(false);
  });
});

describe('findActiveNavUrl', () => {
  it('picks the longest matching prefix across the tree', () => {
    expect(findActiveNavUrl(tree, '/vehicles/insurance/bulk-renewal')).toBe(
      '/vehicles/insurance/bulk-renewal',
    );
    expect(findActiveNavUrl(tree, '/vehicles/insurance/policy/4')).toBe('/vehicles/insurance');
    expect(findActiveNavUrl(tree, '/vehicles/1HGCM82633A004352')).toBe('/vehicles');
  });

  it('returns the item url as written (trailing slash kept)', () => {
    expect(findActiveNavUrl(tree, '/vehicles/financing/12')).toBe('/vehicles/financing/');
  });

  it('matches the root only on the root', () => {
    expect(findActiveNavUrl(tree, '/')).toBe('/');
    expect(findActiveNavUrl(tree, '/notifications')).toBeNull();
  });

  it('ignores the query string of the current location', () => {
    expect(findActiveNavUrl(tree, '/sample-module?x=1')).toBe('/sample-module');
  });
});

describe('containsUrl', () => {
  it('finds the active url among descendants', () => {
    expect(containsUrl(tree[1]!, '/vehicles/insurance')).toBe(true);
    expect(containsUrl(tree[2]!, '/vehicles/insurance')).toBe(false);
    expect(containsUrl(tree[1]!, null)).toBe(false);
  });
});
