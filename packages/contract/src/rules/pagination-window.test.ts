import { describe, expect, it } from 'vitest';
import { paginationWindow, shownRange } from './pagination-window';

describe('paginationWindow', () => {
  it('shows every page when there are few', () => {
    expect(paginationWindow(1, 1)).toEqual([1]);
    expect(paginationWindow(2, 3)).toEqual([1, 2, 3]);
    expect(paginationWindow(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps two pages either side of the current one with first, last and ellipses', () => {
    expect(paginationWindow(10, 20)).toEqual([1, 'ellipsis', 8, 9, 10, 11, 12, 'ellipsis', 20]);
  });

  it('has no leading ellipsis when the window reaches page 2', () => {
    expect(paginationWindow(4, 20)).toEqual([1, 2, 3, 4, 5, 6, 'ellipsis', 20]);
    expect(paginationWindow(1, 20)).toEqual([1, 2, 3, 'ellipsis', 20]);
  });

  it('puts an ellipsis over a single left-out page', () => {
    expect(paginationWindow(5, 20)).toEqual([1, 'ellipsis', 3, 4, 5, 6, 7, 'ellipsis', 20]);
  });

  it('has no trailing ellipsis near the end', () => {
    expect(paginationWindow(20, 20)).toEqual([1, 'ellipsis', 18, 19, 20]);
    expect(paginationWindow(17, 20)).toEqual([1, 'ellipsis', 15, 16, 17, 18, 19, 20]);
  });

  it('clamps the current page and handles no pages', () => {
    expect(paginationWindow(99, 3)).toEqual([1, 2, 3]);
    expect(paginationWindow(0, 3)).toEqual([1, 2, 3]);
    expect(paginationWindow(1, 0)).toEqual([]);
  });
});

describe('shownRange', () => {
  it('gives the first and last row numbers of a page', () => {
    expect(shownRange(1, 10, 42)).toEqual({ from: 1, to: 10 });
    expect(shownRange(5, 10, 42)).toEqual({ from: 41, to: 42 });
  });

  it('is zero to zero for an empty list', () => {
    expect(shownRange(1, 10, 0)).toEqual({ from: 0, to: 0 });
  });
});
