/** WCAG 2 contrast arithmetic for the theme's colours (lib/theme.ts). */

/** AA for normal-size text, which badges and captions are. */
export const AA_TEXT_CONTRAST = 4.5;

type Rgb = [number, number, number];

function parseHex(hex: string): Rgb {
  const value = hex.replace('#', '');
  const full = value.length === 3 ? [...value].map((c) => c + c).join('') : value;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as Rgb;
}

const toHex = (rgb: Rgb) =>
  `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/** Relative luminance (WCAG 2). */
export function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * `hex` itself if it reaches `ratio` against `background`, else `hex` darkened (or lightened,
 * towards white) in small steps until it does: the same hue, only as far as needed.
 */
export function toContrast(
  hex: string,
  background: string,
  { ratio = AA_TEXT_CONTRAST, lighten = false } = {},
): string {
  const base = parseHex(hex);
  for (let step = 0; step <= 100; step += 2) {
    const f = step / 100;
    const candidate = toHex(base.map((c) => (lighten ? c + (255 - c) * f : c * (1 - f))) as Rgb);
    if (contrastRatio(candidate, background) >= ratio) return candidate;
  }
  return lighten ? '#ffffff' : '#000000';
}
