import type { CSSProperties } from 'react';
import type { BarState } from './board-layout';

/**
 * The colour of each state, from the theme's variables so both colour schemes keep their
 * contrast: a reservation is a light bar (not yet out), a loaner out or overdue a filled one, a
 * returned agreement a quiet grey.
 */
export const BAR_COLORS: Record<BarState, CSSProperties> = {
  reserved: {
    background: 'var(--mantine-color-blue-light)',
    color: 'var(--mantine-color-blue-light-color)',
    border: '1px dashed var(--mantine-color-blue-light-color)',
  },
  out: {
    background: 'var(--mantine-color-green-filled)',
    color: 'var(--mantine-color-white)',
    border: '1px solid transparent',
  },
  overdue: {
    background: 'var(--mantine-color-red-filled)',
    color: 'var(--mantine-color-white)',
    border: '1px solid transparent',
  },
  returned: {
    background: 'var(--mantine-color-gray-light)',
    color: 'var(--mantine-color-gray-light-color)',
    border: '1px solid transparent',
  },
};

/** Today's column, tinted so the eye finds it. */
export const TODAY_TINT = 'var(--mantine-color-yellow-light)';
