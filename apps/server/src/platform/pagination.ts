import type { Paginated } from '@fleetdesk/contract/common';

export type PageQuery = { page: number; page_size: number };

/**
 * `{count, total_pages, next, previous, results}` (docs/api.md); next/previous are the
 * request's own URL at the other page, so every filter the client sent is kept.
 */
export function paginated<T>(
  url: string,
  query: PageQuery,
  page: { count: number; results: T[]; atLeast?: boolean },
): Paginated<T> {
  const counted = Math.max(1, Math.ceil(page.count / query.page_size));
  // A count that is only a lower bound (a search too common to count): a full page has a next.
  const full = page.atLeast === true && page.results.length === query.page_size;
  const totalPages = full ? Math.max(counted, query.page + 1) : counted;
  const at = (p: number) => {
    const link = new URL(url, 'http://local');
    link.searchParams.set('page', String(p));
    return `${link.pathname}${link.search}`;
  };
  return {
    count: page.count,
    total_pages: totalPages,
    next: query.page < totalPages ? at(query.page + 1) : null,
    previous: query.page > 1 ? at(Math.min(query.page - 1, totalPages)) : null,
    results: page.results,
  };
}

/** One page of a list already in memory (settings come from code, not from a table). */
export function paginateList<T>(url: string, query: PageQuery, items: T[]): Paginated<T> {
  const { limit, offset } = pageWindow(query);
  return paginated(url, query, {
    count: items.length,
    results: items.slice(offset, offset + limit),
  });
}

/** LIMIT / OFFSET of a page. */
export const pageWindow = (query: PageQuery) => ({
  limit: query.page_size,
  offset: (query.page - 1) * query.page_size,
});
