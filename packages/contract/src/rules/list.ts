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
