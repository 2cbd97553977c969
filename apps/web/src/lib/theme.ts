import { createTheme, type CSSVariablesResolver } from '@mantine/core';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import {
  DEFAULT_THEME,
  isThemeChoice,
  resolveTheme,
  type ResolvedTheme,
  type ThemeChoice,
} from '@fleetdesk/contract/rules/theme';
import { readStorage, STORAGE_KEYS, writeStorage } from './storage';

/** Mantine theme: primaryShade 8 passes axe's contrast check, the default does not. */
export const mantineTheme = createTheme({
  primaryColor: 'blue',
  primaryShade: 8,
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
});

/**
 * Mantine's default dimmed text (gray-6 on white, 3.3:1) and field-error red (red-6 on white,
 * 3.3:1) fail WCAG AA contrast; use darker shades in light mode and lighter ones in dark mode.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-8)',
  },
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
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
