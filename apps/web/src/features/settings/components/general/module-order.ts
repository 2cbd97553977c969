import type { NavigationItem } from '@fleetdesk/contract/registry';

/** One module as the Navigation Order list shows it: its key and its top-level entries. */
export type ModuleRow = { module: string; items: NavigationItem[] };

/** The sidebar's top-level entries grouped by module, in the order they arrive. */
export function moduleRows(items: readonly NavigationItem[]): ModuleRow[] {
  const rows: ModuleRow[] = [];
  for (const item of items) {
    const row = rows.find((r) => r.module === item.module);
    if (row) row.items.push(item);
    else rows.push({ module: item.module, items: [item] });
  }
  return rows;
}

/**
 * The order to save: the shown modules as arranged, then the saved keys of modules this user
 * cannot see (their place among the others is kept for when they can).
 */
export function orderToSave(rows: readonly ModuleRow[], saved: readonly string[]): string[] {
  const shown = rows.map((r) => r.module);
  return [...shown, ...saved.filter((key) => !shown.includes(key))];
}

export function move<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}
