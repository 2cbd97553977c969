import { paginatedSchema, type Paginated } from '@fleetdesk/contract/common';
import { normaliseList } from '@fleetdesk/contract/rules/list';
import type { InfiniteData } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from './api';

/**
 * Paging on the web side, in one place. Lists are asked for with `?page=&page_size=` from page 1
 * and answer `{count, total_pages, next, previous, results}` (docs/api.md).
 */
export const FIRST_PAGE = 1;

/** How many rows one 'Load more' of a vehicle's records brings (mileage, documents). */
export const RECORDS_PAGE_SIZE = 25;

/** `?key=value&...` in the order given, without empty values. */
export function queryString(params: Record<string, string | number | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}

/**
 * GETs one page of a list. A paginated reply is used as is; a plain array or another shape is
 * normalised (spec 2 section 7: unexpected formats read as an empty list) and has no next page.
 * Items that fail the schema are dropped.
 */
export async function getPage<S extends z.ZodType>(
  path: string,
  itemSchema: S,
): Promise<Paginated<z.infer<S>>> {
  const data = await apiRequest(path);
  const page = paginatedSchema(itemSchema).safeParse(data);
  if (page.success) return page.data;
  const isItem = (value: unknown): value is z.infer<S> => itemSchema.safeParse(value).success;
  const results = normaliseList(data, isItem);
  return { count: results.length, total_pages: 1, next: null, previous: null, results };
}

/** An infinite query's paging: page 1 first, then the next one while the reply names one. */
export const pageByPage = {
  initialPageParam: FIRST_PAGE,
  getNextPageParam: (last: Paginated<unknown>, _pages: unknown, lastPage: number) =>
    last.next ? lastPage + 1 : undefined,
};

/** The rows of every page loaded so far, and how many the whole list has. */
export function loadedRows<T>(data: InfiniteData<Paginated<T>> | undefined): {
  rows: T[];
  total: number;
} {
  const rows = data?.pages.flatMap((page) => page.results) ?? [];
  return { rows, total: Math.max(data?.pages[0]?.count ?? 0, rows.length) };
}

/** The page to show: `page`, or the last page when it lies past the end of the list. */
export function pageWithin(page: number, totalPages: number): number {
  return Math.min(page, Math.max(FIRST_PAGE, totalPages));
}
