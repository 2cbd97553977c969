import type { Paginated } from '@fleetdesk/contract/common';

/** `{count, total_pages, next, previous, results}`; next/previous repeat the request URL at the other page. */
export function paginated<T>(
  url: string,
  page: number,
  pageSize: number,
  count: number,
  results: T[],
): Paginated<T> {
  const totalPages = Math.max(1, Math.ceil(count / pageSize));
  const at = (p: number) => {
    const link = new URL(url, 'http://local');
    link.searchParams.set('page', String(p));
    return `${link.pathname}${link.search}`;
  };
  return {
    count,
    total_pages: totalPages,
    next: page < totalPages ? at(page + 1) : null,
    previous: page > 1 ? at(Math.min(page - 1, totalPages)) : null,
    results,
  };
}

/** LIMIT / OFFSET of a page. */
export const pageWindow = (page: number, pageSize: number) => ({
  limit: pageSize,
  offset: (page - 1) * pageSize,
});
