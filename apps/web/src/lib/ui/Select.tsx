// eslint-disable-next-line no-restricted-syntax -- the one place Mantine's Select is used
import { Select as MantineSelect, type SelectProps } from '@mantine/core';
import { useEffect, useReducer, useRef, useState } from 'react';

/** Selects waiting to add their option list, one per idle moment of the page. */
const waiting: (() => void)[] = [];

function armNextWhenIdle() {
  const next = () => {
    waiting.shift()?.();
    if (waiting.length > 0) armNextWhenIdle();
  };
  // Safari has no requestIdleCallback.
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(next);
  else setTimeout(next, 50);
}

/** Runs `arm` once the page is idle, after the selects queued before it. Returns the cancel. */
function whenIdle(arm: () => void): () => void {
  waiting.push(arm);
  if (waiting.length === 1) armNextWhenIdle();
  return () => {
    const at = waiting.indexOf(arm);
    if (at >= 0) waiting.splice(at, 1);
  };
}

/**
 * Mantine's Select, its option list added to the page once the page is idle (one select at a
 * time), or sooner when the field is reached (pointer over it, or focus), not as the page
 * renders. Mantine keeps a closed list mounted and hidden, and floating-ui places each such list
 * as it mounts: a forced style recalculation and a synchronous re-render per select, 190 ms of
 * the vehicle list's load on a phone (docs/benchmark-phone.md). From then on the list stays
 * mounted, as Mantine has it, so an opening finds its options: the current one highlighted, the
 * arrows starting from it, the field's `aria-expanded` and `aria-controls` set. A field opened
 * by the very event that added its list (a tap, a focus that opens a searchable select) learns
 * the list's id only after that render: it renders once more when the opening has settled.
 */
export function Select(props: SelectProps) {
  const { comboboxProps, onFocus, onPointerEnter, onDropdownOpen } = props;
  const [reached, setReached] = useState(
    Boolean(props.dropdownOpened || props.defaultDropdownOpened),
  );
  const listMounted = useRef(reached);
  const [, renderAgain] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (reached) {
      listMounted.current = true;
      return;
    }
    return whenIdle(() => setReached(true));
  }, [reached]);
  return (
    <MantineSelect
      {...props}
      comboboxProps={{ ...comboboxProps, disabled: !reached || comboboxProps?.disabled }}
      onPointerEnter={(event) => {
        setReached(true);
        onPointerEnter?.(event);
      }}
      onFocus={(event) => {
        setReached(true);
        onFocus?.(event);
      }}
      onDropdownOpen={() => {
        // The list takes a new id after it mounts (Mantine's useId): wait for it to settle.
        if (!listMounted.current) setTimeout(renderAgain);
        onDropdownOpen?.();
      }}
    />
  );
}
