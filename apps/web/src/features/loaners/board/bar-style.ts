import type { CSSProperties } from 'react';
import type { BarState } from './board-layout';

const light = (color: string, border: string): CSSProperties => ({
  background: `var(--mantine-color-${color}-light)`,
  color: `var(--mantine-color-${color}-light-color)`,
  border: `${border} var(--mantine-color-${color}-light-color)`,
});

/**
 * The colour of each state, from the theme's light variants (their text passes AA contrast in
 * both schemes; white on Mantine's filled green or red does not): a reservation's edge is
 * dashed (not out yet), an overdue one's thick, a returned one has none, an earlier car's
 * stretch of a changed loan is dotted.
 */
export const BAR_COLORS: Record<BarState, CSSProperties> = {
  reserved: light('blue', '1px dashed'),
  out: light('green', '1px solid'),
  overdue: light('red', '2px solid'),
  returned: { ...light('gray', '1px solid'), borderColor: 'transparent' },
  // An earlier car of a changed loan: its own colour, and the exchange sign on the bar.
  swapped: light('violet', '1px dotted'),
};

/** Today's column, tinted so the eye finds it. */
export const TODAY_TINT = 'var(--mantine-color-yellow-light)';
