import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

type Theme = 'light' | 'dark';

/** Serious and critical axe violations on the page as it stands, with where they are. */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  // Legacy mode runs axe in the page itself: the default opens a second page for every run to
  // merge frames' results, and the app has no frames. Only violations are reported in detail.
  const builder = new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] });
  if (include) builder.include(include);
  await settled(page);
  const results = await builder.analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.help} at ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`).join('; ')}`,
    );
}

/**
 * Puts the page in a theme the way the app does (the attributes Mantine's CSS variables and
 * ours key on), without a reload: what is on screen (an open tab, a dialog) stays.
 */
async function showTheme(page: Page, theme: Theme) {
  await page.evaluate((t) => {
    document.documentElement.setAttribute('data-mantine-color-scheme', t);
    document.documentElement.setAttribute('data-theme', t);
  }, theme);
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', theme);
  await settled(page);
}

/**
 * Waits until nothing on the page is moving: a dialog closing fades out for a moment, and axe
 * reading it half-faded sees text at a contrast of 1:1 (a CI failure). Colours that change with
 * the theme may transition too.
 */
async function settled(page: Page) {
  await page.evaluate(async () => {
    for (let round = 0; round < 5; round += 1) {
      // A spinner runs for ever; only what ends is waited for.
      const running = document
        .getAnimations()
        .filter(
          (a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity,
        );
      if (running.length === 0) return;
      await Promise.all(running.map((a) => a.finished.catch(() => undefined)));
      // A transition's end may unmount a node or start the next one: look again after a frame.
      await new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
    }
  });
}

/**
 * Runs axe in the light and the dark theme (issue 10: contrast in both) and expects no serious
 * or critical violation in either; the page is left in the theme it had.
 */
export async function expectAccessibleInBothThemes(page: Page, include?: string) {
  const before = await page.locator('html').getAttribute('data-mantine-color-scheme');
  const found: Record<Theme, string[]> = { light: [], dark: [] };
  for (const theme of ['light', 'dark'] as const) {
    await showTheme(page, theme);
    found[theme] = await seriousViolations(page, include);
  }
  await showTheme(page, before === 'dark' ? 'dark' : 'light');
  expect(found).toEqual({ light: [], dark: [] });
}
