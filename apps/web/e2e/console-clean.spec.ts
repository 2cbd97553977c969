import type { Locator, Page } from '@playwright/test';
import { expect, notThePagesOwn, test } from './fixtures';

// Issue 24: no console error or warning on any screen, walked as the demo administrator with the
// demo's data. What the browser itself reports about the network (a 404 a screen expects) is a
// reply, not a fault of the page, so only messages the page's own code raised count.

/** Collects every console error and warning, and every uncaught exception, of the page. */
function listen(page: Page) {
  const seen: string[] = [];
  page.on('console', (message) => {
    const type = message.type();
    if (type !== 'error' && type !== 'warning') return;
    const text = message.text();
    if (notThePagesOwn(text)) return;
    seen.push(`${type} on ${new URL(page.url()).pathname}: ${text}`);
  });
  page.on('pageerror', (error) => seen.push(`exception on ${page.url()}: ${error.message}`));
  // A Content-Security-Policy violation is not always a console message (a caught `new Function`).
  void page.exposeFunction('reportCspViolation', (text: string) =>
    seen.push(`CSP violation on ${new URL(page.url()).pathname}: ${text}`),
  );
  void page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { reportCspViolation: (t: string) => void }).reportCspViolation(
        `${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`,
      ),
    ),
  );
  return seen;
}

/** Nothing on the page is still loading (skeletons and loaders carry aria-busy). */
async function settled(page: Page) {
  // A guard for a cold server on a busy machine, not a speed check.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
}

async function visit(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await settled(page);
}

/** Opens each tab of `scope` in turn and waits for its panel. */
async function everyTab(page: Page, scope: Locator) {
  const tabs = scope.getByRole('tab');
  const count = await tabs.count();
  for (let i = 0; i < count; i++) {
    await tabs.nth(i).click();
    await expect(tabs.nth(i)).toHaveAttribute('aria-selected', 'true');
    await settled(page);
  }
}

test('no console error or warning on any screen', async ({ page, asUser }) => {
  // Some twenty screens on a busy machine: a guard, not a speed check.
  test.setTimeout(240_000);
  const seen = listen(page);
  const { headers } = await asUser('admin', '/');
  await settled(page);
  const first = async (url: string) => {
    const reply = await page.request.get(url, { headers });
    expect(reply.ok()).toBeTruthy();
    return ((await reply.json()) as { results: Record<string, unknown>[] }).results[0]!;
  };
  const vin = String((await first('/api/vehicles/vehicles/?page_size=1')).vin);
  const financing = String((await first('/api/vehicles/financing/?page_size=1')).id);

  for (const path of [
    '/dashboard',
    '/dashboard/settings',
    '/vehicles',
    '/vehicles/add',
    '/vehicles/settings',
    '/vehicles/insurance',
    '/vehicles/insurance/bulk-renewal',
    '/vehicles/financing',
    '/loaners',
    '/loaners/customers',
    '/loaners/citations',
    '/loaners/settings',
    '/notifications',
    '/settings',
    '/search?q=ford',
    '/sample-module',
    '/module-registry-diagnostics',
  ]) {
    await visit(page, path);
  }

  // A vehicle's detail with every tab of it, its edit form, a financing's detail and its tabs.
  await visit(page, `/vehicles/${vin}`);
  await everyTab(page, page.getByRole('main'));
  await visit(page, `/vehicles/edit/${vin}`);
  // A financing's detail opens as a dialog over the financing dashboard.
  await visit(page, `/vehicles/financing/${financing}`);
  await everyTab(page, page.getByRole('dialog'));

  expect(seen).toEqual([]);
});
