import { useState } from 'react';

/** The vehicles chosen on the list, by VIN: what a bulk action acts on. */
export type RowSelection = {
  selected: ReadonlySet<string>;
  /** Selects (or leaves out) these VINs. */
  setMany(vins: readonly string[], selected: boolean): void;
  clear(): void;
};

/**
 * The selection of one list: it holds while `scope` (the list's filters, sort and page) stays
 * the same, and empties when it changes, so an action never reaches a row no longer shown.
 */
export function useRowSelection(scope: string): RowSelection {
  const [state, setState] = useState<{ scope: string; vins: ReadonlySet<string> }>({
    scope,
    vins: new Set(),
  });
  const selected = state.scope === scope ? state.vins : new Set<string>();
  return {
    selected,
    setMany: (vins, on) => {
      const next = new Set(selected);
      for (const vin of vins) {
        if (on) next.add(vin);
        else next.delete(vin);
      }
      setState({ scope, vins: next });
    },
    clear: () => setState({ scope, vins: new Set() }),
  };
}
