import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { vinFrom } from './vins';

/** Counts the requests whose path (and query) matches, from now on. */
function countRequests(page: Page, match: RegExp) {
  const seen: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (match.test(`${url.pathname}${url.search}`)) seen.push(url.search);
  });
  return seen;
}

/**
 * Lets `ms` of the page's time pass at once: every retry and refetch timer due by then fires (the
 * clock is installed before the page opens). A request those timers start reaches the request
 * event a moment later, hence the short real pause; a render loop asking again and again (the
 * storm these tests guard against, about 35 a second) shows within it too.
 */
async function elapse(page: Page, ms: number) {
  await page.clock.runFor(ms);
  await page.waitForTimeout(300);
}

/** A list row the server might send; the VIN is made up, the status any text. */
const row = (n: number, status: string | null = 'Up to date') => ({
  vin: vinFrom(`E2ERW${String(n).padStart(12, '0')}`),
  description: `Replaced vehicle ${n}`,
  make: 'Zephyr',
  model: 'Row',
  year: 2020,
  license_plate: `ROW-${n}`,
  location: null,
  location_name: null,
  primary_driver: null,
  primary_driver_name: null,
  status,
  is_archived: false,
  vehicle_types: [],
});
const rows = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => row(from + i));

const LIST = /^\/api\/vehicles\/vehicles\/\?/;
/** The same list call as page.route sees it (the whole URL). */
const LIST_URL = /\/api\/vehicles\/vehicles\/\?/;

test.describe('vehicle screens when the server misbehaves', () => {
  // Installed before the first navigation, the page's timers follow Playwright's clock: time flows
  // as usual, and elapse() skips the seconds a test waits to see that nothing more is asked.
  test.beforeEach(async ({ page }) => {
    await page.clock.install();
  });

  test('permissions blocked: the list opens with no permissions, asking once', async ({
    page,
    asUser,
  }) => {
    const calls = countRequests(page, /^\/api\/vehicles\/permissions\/$/);
    await page.route('**/api/vehicles/permissions/', (route) => route.abort('failed'));
    await asUser('manager', '/vehicles');

    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Vehicles', level: 1 })).toBeVisible();
    await expect(page.getByText('Failed to load user permissions')).toBeVisible();
    const firstRow = main.getByRole('row').nth(1);
    await expect(firstRow).toBeVisible();
    await expect(main.getByRole('button', { name: 'Add Vehicle' })).toHaveCount(0);
    await expect(main.getByRole('button', { name: 'Settings' })).toHaveCount(0);
    await expect(main.getByText('No Access', { exact: true })).toBeVisible();
    await firstRow.click();
    await expect(page).toHaveURL(/\/vehicles$/);

    // The storm this guards against sent about 35 a second.
    await elapse(page, 5000);
    expect(calls).toHaveLength(1);
  });

  test('permissions 500: access cannot be verified, back to /, asking once', async ({
    page,
    asUser,
  }) => {
    const calls = countRequests(page, /^\/api\/vehicles\/permissions\/$/);
    await page.route('**/api/vehicles/permissions/', (route) =>
      route.fulfill({ status: 500, json: { error: 'boom' } }),
    );
    await asUser('manager', '/vehicles');
    await expect(page.getByText('Unable to verify access to Vehicles')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await elapse(page, 3000);
    expect(calls).toHaveLength(1);
  });

  test('every row is shown, its badge coloured by the status text', async ({ page, asUser }) => {
    const statuses: [string | null, string][] = [
      ['Inspection overdue', 'red'],
      ['Registration expired', 'red'],
      ['Nearing renewal', 'yellow'],
      ['Payment due', 'yellow'],
      ['Renew soon', 'yellow'],
      ['Current', 'green'],
      ['Up to date', 'green'],
      ['Awaiting paperwork', 'grey'],
      [null, 'grey'],
    ];
    const calls = countRequests(page, LIST);
    await page.route(LIST_URL, (route) =>
      route.fulfill({
        json: {
          count: 9,
          total_pages: 1,
          next: null,
          previous: null,
          results: statuses.map(([status], i) => row(i + 1, status)),
        },
      }),
    );
    await asUser('manager', '/vehicles');
    await expect(page.getByText('Showing 1 to 9 of 9 vehicles')).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('row')).toHaveCount(10);
    for (const [i, [, colour]] of statuses.entries()) {
      const badge = main
        .getByRole('row', { name: new RegExp(`Replaced vehicle ${i + 1}\\b`) })
        .locator('[data-badge-color]');
      await expect(badge).toHaveAttribute('data-badge-color', colour);
    }
    expect(calls).toHaveLength(1);
  });

  test('the list reads {results, pagination} and a plain array', async ({ page, asUser }) => {
    const calls = countRequests(page, LIST);
    let shape: 'pagination' | 'array' = 'pagination';
    await page.route(LIST_URL, (route) => {
      const pageNo = Number(new URL(route.request().url()).searchParams.get('page'));
      const from = (pageNo - 1) * 10 + 1;
      return route.fulfill({
        json:
          shape === 'array'
            ? rows(1, 23)
            : {
                results: rows(from, Math.min(from + 9, 23)),
                pagination: { count: 23, total_pages: 3 },
              },
      });
    });
    await asUser('manager', '/vehicles');
    const main = page.getByRole('main');
    await expect(page.getByText('Showing 1 to 10 of 23 vehicles')).toBeVisible();
    await main.getByRole('button', { name: 'Page 2' }).click();
    await expect(page.getByText('Showing 11 to 20 of 23 vehicles')).toBeVisible();
    await expect(main.getByRole('row', { name: /Replaced vehicle 11\b/ })).toBeVisible();
    expect(calls.map((search) => new URLSearchParams(search).get('page'))).toEqual(['1', '2']);

    shape = 'array';
    await page.goto('/vehicles?page=3');
    await expect(page.getByText('Showing 21 to 23 of 23 vehicles')).toBeVisible();
    await expect(main.getByRole('row')).toHaveCount(4);
    await expect(main.getByRole('row', { name: /Replaced vehicle 23\b/ })).toBeVisible();
  });

  test("a vehicle detail answering 500 says 'Failed to fetch vehicle details'", async ({
    page,
    asUser,
  }) => {
    const vin = vinFrom('E2EBRKEN0');
    const calls = countRequests(page, new RegExp(`^/api/vehicles/vehicles/${vin}/$`));
    await page.route(`**/api/vehicles/vehicles/${vin}/`, (route) =>
      route.fulfill({ status: 500, json: { error: 'Database unavailable' } }),
    );
    await asUser('manager', `/vehicles/${vin}`);
    // One retry a second later comes before the message (about 2 s, not the 15 s of three).
    await expect(page.getByText('Failed to fetch vehicle details')).toBeVisible({
      timeout: 10_000,
    });
    await expect(page.getByText(/Database unavailable|Request failed/)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Back to List' })).toBeVisible();
    await elapse(page, 4000);
    expect(calls).toHaveLength(2);
  });

  test('Module Settings: the load and save failures say the spec words', async ({
    page,
    asUser,
  }) => {
    const loads = countRequests(page, /^\/api\/base\/settings\/\?module=vehicles&/);
    let failLoads = true;
    await page.route(/\/api\/base\/settings\/\?module=vehicles&/, (route) =>
      failLoads ? route.fulfill({ status: 500, json: { error: 'boom' } }) : route.fallback(),
    );
    await page.route('**/api/base/settings/', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 500, json: { error: 'boom' } })
        : route.fallback(),
    );
    await asUser('admin', '/vehicles/settings');
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByText('Failed to fetch settings')).toBeVisible({ timeout: 10_000 });
    await page.getByRole('tab', { name: 'Module Settings' }).click();
    await expect(panel.getByText('Failed to fetch module settings')).toBeVisible({
      timeout: 10_000,
    });
    // Each tab: one load and one retry; nothing more while the message stands.
    await elapse(page, 3000);
    expect(loads).toHaveLength(4);

    failLoads = false;
    await panel.getByRole('button', { name: 'Retry' }).click();
    const warning = panel.getByRole('textbox', { name: /Registration warning/ });
    await warning.fill('45');
    await expect(page.getByText('Failed to update module setting')).toBeVisible();
  });
});
