/** Pure rules of global search, shared by the server (ranking) and the web (grouping). */

type Ranked = { module: string; type: string; title: string; weight: number };

/** A hit's rank: its relevance (0 to 1, from the database) times its model's registry weight. */
export function searchRank(relevance: number, modelWeight: number): number {
  const clamped = Math.min(1, Math.max(0, Number.isFinite(relevance) ? relevance : 0));
  // Four decimals: enough to order by, and the same on both engines.
  return Math.round(clamped * modelWeight * 10_000) / 10_000;
}

/**
 * Best first (rank, then title), at most `perModel` of each model, at most `limit` in all.
 */
export function rankResults<T extends Ranked>(
  results: readonly T[],
  caps: { perModel: number; limit: number },
): T[] {
  const sorted = [...results].sort((a, b) => b.weight - a.weight || a.title.localeCompare(b.title));
  const taken = new Map<string, number>();
  const kept: T[] = [];
  for (const r of sorted) {
    const key = `${r.module}/${r.type}`;
    const n = taken.get(key) ?? 0;
    if (n >= caps.perModel) continue;
    taken.set(key, n + 1);
    kept.push(r);
    if (kept.length >= caps.limit) break;
  }
  return kept;
}

/** Results grouped by module, modules in the order of their best result (spec 1 section 2). */
export function groupByModule<T extends { module: string }>(
  results: readonly T[],
): { module: string; results: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const r of results) {
    const group = groups.get(r.module);
    if (group) group.push(r);
    else groups.set(r.module, [r]);
  }
  return [...groups].map(([module, rs]) => ({ module, results: rs }));
}

/** A model's url_pattern with its `{id}` placeholder filled (encoded, so a key cannot add a path). */
export function searchResultUrl(pattern: string, key: string | number): string {
  return pattern.replace('{id}', encodeURIComponent(String(key)));
}
