import { Anchor, createTheme, type CSSVariablesResolver, type MantineTheme } from '@mantine/core';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import {
  DEFAULT_THEME,
  isThemeChoice,
  resolveTheme,
  type ResolvedTheme,
  type ThemeChoice,
} from '@fleetdesk/contract/rules/theme';
import { toContrast } from './contrast';
import { readStorage, STORAGE_KEYS, writeStorage } from './storage';

/**
 * Mantine theme: primaryShade 8 passes axe's contrast check, the default does not. Filled
 * surfaces (badges, buttons) take black or white text, whichever contrasts more: 0.179 is the
 * luminance where both are equal (Mantine's default, 0.3, puts white on green-8 at 3.4:1).
 */
export const mantineTheme = createTheme({
  primaryColor: 'blue',
  primaryShade: 8,
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  autoContrast: true,
  luminanceThreshold: 0.179,
  components: {
    // A link in running text is told apart by more than its colour (WCAG 1.4.1; in the dark
    // theme blue-4 on grey text is only 1.5:1).
    Anchor: Anchor.extend({ defaultProps: { underline: 'always' } }),
    // Mantine's close button (×) has no text of its own: a screen reader would say "button".
    // A plain object, not Modal.extend: importing Modal here would put it in the sign-in bundle.
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close dialog' } } },
    // A number typed out of range stays as typed, for the form's schema to name as a field
    // error; Mantine's default corrects it on blur, and the corrected value would be saved.
    NumberInput: { defaultProps: { clampBehavior: 'none' } },
    // A fingertip's 24 px at least (WCAG 2.5.8): Mantine's default box is 20.
    Checkbox: { defaultProps: { size: 'md' } },
    Radio: { defaultProps: { size: 'md' } },
    Switch: { defaultProps: { size: 'md' } },
  },
});

/**
 * Coloured text at WCAG AA (4.5:1) in light mode, for every palette colour in one place: the
 * `light` variant's text (shade 9 on shade 1 was 3.8:1 for green, 2.7:1 for yellow) and `c="red"`
 * text (shade 8), each darkened only as far as needed against its colour's lightest background.
 * Dark mode's light variant (shade 0 on a darkened shade 9) and text (shade 4) already pass.
 */
function lightModeTextColors(colors: MantineTheme['colors']): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const [name, shades] of Object.entries(colors)) {
    if (name === 'dark') continue;
    variables[`--mantine-color-${name}-light-color`] = toContrast(shades[9], shades[1]);
    variables[`--mantine-color-${name}-text`] = toContrast(shades[8], shades[1]);
  }
  return variables;
}

/**
 * Mantine's default dimmed text (gray-6 on white, 3.3:1), placeholder text (gray-5, 2.1:1; a file
 * field's "no file" is real text) and field-error red (red-6 on white, 3.3:1) fail WCAG AA
 * contrast; use darker shades in light mode and lighter ones in dark mode.
 */
export const cssVariablesResolver: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: {
    ...lightModeTextColors(theme.colors),
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-8)',
  },
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-placeholder': 'var(--mantine-color-dark-1)',
    '--mantine-color-error': 'var(--mantine-color-red-4)',
  },
});

/** How often 'auto' is re-evaluated. */
export const AUTO_THEME_INTERVAL_MS = 60_000;

function readChoice(): ThemeChoice {
  const stored = readStorage(STORAGE_KEYS.theme);
  return isThemeChoice(stored) ? stored : DEFAULT_THEME;
}

let choice: ThemeChoice = readChoice();
const listeners = new Set<() => void>();

export function getThemeChoice(): ThemeChoice {
  return choice;
}

export function setThemeChoice(next: ThemeChoice): void {
  choice = next;
  writeStorage(STORAGE_KEYS.theme, next);
  for (const listener of listeners) listener();
}

/** Re-reads the persisted choice (used after storage changes, and by tests). */
export function reloadThemeChoice(): void {
  const next = readChoice();
  if (next === choice) return;
  choice = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The theme to show now. */
export function getResolvedTheme(): ResolvedTheme {
  return resolveTheme(choice, new Date());
}

/** Like subscribe, plus a tick every minute so 'auto' follows the clock. */
function subscribeResolved(listener: () => void): () => void {
  const unsubscribe = subscribe(listener);
  const id = window.setInterval(listener, AUTO_THEME_INTERVAL_MS);
  return () => {
    window.clearInterval(id);
    unsubscribe();
  };
}

/** Puts the resolved theme on <html>: Mantine's attribute and our own `data-theme`. */
export function applyThemeAttributes(
  resolved: ResolvedTheme,
  root: HTMLElement = document.documentElement,
): void {
  root.setAttribute('data-theme', resolved);
  root.setAttribute('data-mantine-color-scheme', resolved);
}

/** The user's choice, the theme it resolves to now (auto re-checked every minute), and a setter. */
export function useAppTheme(): {
  choice: ThemeChoice;
  resolved: ResolvedTheme;
  setChoice: (next: ThemeChoice) => void;
} {
  const current = useSyncExternalStore(subscribe, getThemeChoice, getThemeChoice);
  const resolved = useSyncExternalStore(subscribeResolved, getResolvedTheme, getResolvedTheme);

  useEffect(() => {
    applyThemeAttributes(resolved);
  }, [resolved]);

  const setChoice = useCallback((next: ThemeChoice) => setThemeChoice(next), []);
  return { choice: current, resolved, setChoice };
}
