/**
 * Spec 1 section 5: lists may arrive as a plain array or as an object with `results`; any other
 * format is treated as an empty list. Items failing the optional guard are dropped.
 */
export function normaliseList<T = unknown>(
  data: unknown,
  isItem?: (value: unknown) => value is T,
): T[] {
  let items: unknown[] = [];
  if (Array.isArray(data)) {
    items = data;
  } else if (typeof data === 'object' && data !== null && 'results' in data) {
    const results: unknown = (data as { results: unknown }).results;
    if (Array.isArray(results)) items = results;
  }
  if (!isItem) return items as T[];
  return items.filter(isItem);
}

/** One page of a list as a screen shows it. */
export type ListPage<T> = { results: T[]; count: number; totalPages: number };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const wholeNumber = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined;

/**
 * Spec 2 section 7: a list page from `{results, count}` (optionally `total_pages`), `{results,
 * pagination: {count, total_pages}}` or a plain array. A plain array is the whole list, so the
 * requested page is cut from it. Missing totals are worked out from what is known.
 */
export function readListPage<T = unknown>(
  data: unknown,
  request: { page: number; pageSize: number },
  isItem?: (value: unknown) => value is T,
): ListPage<T> {
  const items = normaliseList(data, isItem);
  const pagesOf = (count: number) => Math.max(1, Math.ceil(count / request.pageSize));
  if (Array.isArray(data)) {
    const start = (request.page - 1) * request.pageSize;
    return {
      results: items.slice(start, start + request.pageSize),
      count: items.length,
      totalPages: pagesOf(items.length),
    };
  }
  const body = isRecord(data) ? data : {};
  const pagination = isRecord(body.pagination) ? body.pagination : {};
  const count = wholeNumber(body.count) ?? wholeNumber(pagination.count) ?? items.length;
  const totalPages =
    wholeNumber(body.total_pages) ?? wholeNumber(pagination.total_pages) ?? pagesOf(count);
  return { results: items, count, totalPages: Math.max(1, totalPages) };
}
