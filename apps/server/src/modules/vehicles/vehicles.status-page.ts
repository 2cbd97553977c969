export type GroupReader<T> = {
  /** Rows `offset`.. of one status group, at most `limit`, in the group's own order. */
  page(rank: number, offset: number, limit: number): Promise<T[]>;
  /** The group's size, counting no further than `cap` (enough to know whether a page starts past it). */
  sizeUpTo(rank: number, cap: number): Promise<number>;
};

/**
 * One page of a list ordered by status rank, then within each rank by the group's own order.
 * Groups are read in rank order (reversed for descending), each through its index-ordered page
 * query; a group is counted only when a page starts beyond its end. So an early page costs one
 * or two short reads instead of sorting every row by a computed status.
 */
export async function pageAcrossGroups<T>(
  ranks: readonly number[],
  offset: number,
  limit: number,
  reader: GroupReader<T>,
): Promise<T[]> {
  const rows: T[] = [];
  let skip = offset;
  for (const rank of ranks) {
    const need = limit - rows.length;
    if (need <= 0) break;
    const got = await reader.page(rank, skip, need);
    rows.push(...got);
    if (got.length > 0) {
      // The page started inside this group, so the next group is read from its start.
      skip = 0;
    } else if (skip > 0) {
      skip -= Math.min(skip, await reader.sizeUpTo(rank, skip));
    }
  }
  return rows;
}
