import { paginatedSchema, type Paginated } from '@fleetdesk/contract/common';
import { normaliseList } from '@fleetdesk/contract/rules/list';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api';

/** How many rows one page of a vehicle's records brings. */
export const RECORDS_PAGE_SIZE = 25;

/**
 * GETs one page of a list. A paginated reply is used as is; a plain array or another shape is
 * normalised (spec 2 section 7: unexpected formats read as an empty list) and has no next page.
 * Items that fail the schema are dropped.
 */
export async function getRecordsPage<S extends z.ZodType>(
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

/** `?key=value&...` without empty values. */
export function queryString(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}
