/** Spec 1 sections 4 and 9: light, dark or auto; auto is dark from 19:00 up to before 06:00. */
export const THEME_CHOICES = ['light', 'dark', 'auto'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];
export type ResolvedTheme = 'light' | 'dark';

export const DEFAULT_THEME: ThemeChoice = 'light';
export const AUTO_DARK_FROM_HOUR = 19;
export const AUTO_DARK_UNTIL_HOUR = 6;

export function isThemeChoice(value: unknown): value is ThemeChoice {
  return typeof value === 'string' && (THEME_CHOICES as readonly string[]).includes(value);
}

/** Resolves a choice to the theme to show at the given local time. */
export function resolveTheme(choice: ThemeChoice, now: Date = new Date()): ResolvedTheme {
  if (choice !== 'auto') return choice;
  const hour = now.getHours();
  return hour >= AUTO_DARK_FROM_HOUR || hour < AUTO_DARK_UNTIL_HOUR ? 'dark' : 'light';
}
