export type PageItem = number | 'ellipsis';

/** Spec 2 section 9: two pages either side of the current one. */
export const PAGE_WINDOW_RADIUS = 2;

/**
 * Spec 2, vehicle list pagination: the pages within two of the current one, plus the first and
 * last pages, with an ellipsis wherever pages are left out between them. `current` is clamped
 * into 1..total; no pages gives an empty list.
 */
export function paginationWindow(
  current: number,
  total: number,
  radius: number = PAGE_WINDOW_RADIUS,
): PageItem[] {
  if (total < 1) return [];
  const page = Math.min(Math.max(1, Math.trunc(current)), total);
  const start = Math.max(1, page - radius);
  const end = Math.min(total, page + radius);
  const items: PageItem[] = [];
  if (start > 1) {
    items.push(1);
    if (start > 2) items.push('ellipsis');
  }
  for (let p = start; p <= end; p++) items.push(p);
  if (end < total) {
    if (end < total - 1) items.push('ellipsis');
    items.push(total);
  }
  return items;
}

/** 'Showing X to Y of N vehicles' numbers; X and Y are 0 for an empty list. */
export function shownRange(
  page: number,
  pageSize: number,
  count: number,
): { from: number; to: number } {
  if (count <= 0) return { from: 0, to: 0 };
  const from = Math.min((page - 1) * pageSize + 1, count);
  return { from, to: Math.min(page * pageSize, count) };
}
