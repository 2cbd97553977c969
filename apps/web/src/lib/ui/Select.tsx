// eslint-disable-next-line no-restricted-syntax -- the one place Mantine's Select is used
import { Select as MantineSelect, type SelectProps } from '@mantine/core';
import { useState } from 'react';

/**
 * Mantine's Select, its option list added to the page when the field is first reached (pointer
 * over it, or focus), not when the page loads. Mantine keeps a closed list mounted and hidden,
 * and floating-ui places each such list as it mounts: a forced style recalculation and a
 * synchronous re-render per select, 190 ms of the vehicle list's load on a phone
 * (docs/benchmark-phone.md). From then on the list stays mounted, as Mantine has it, so an
 * opening finds its options at once: the current one highlighted, the arrows starting from it,
 * the field's `aria-expanded` and `aria-controls` set.
 */
export function Select(props: SelectProps) {
  const { comboboxProps, onFocus, onPointerEnter, dropdownOpened, defaultDropdownOpened } = props;
  const [reached, setReached] = useState(Boolean(dropdownOpened || defaultDropdownOpened));
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
    />
  );
}
