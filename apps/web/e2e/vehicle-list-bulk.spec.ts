import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { expectAccessibleInBothThemes } from './axe';
import { expect, test, type Session } from './fixtures';
import { runTag, vinFrom } from './vins';

/**
 * Issue 24 item 2: the list that works in bulk. Three vehicles selected and archived at once,
 * a saved view restored after signing out and in, and the filtered list exported.
 */

const RUN = runTag(6);

/** Vehicles of a make unique to this run (the list's search finds them, and only them). */
async function addVehicles(request: APIRequestContext, session: Session, make: string, n: number) {
  const vins: string[] = [];
  for (let i = 0; i < n; i++) {
    const vin = vinFrom(`${make}${String(i).padStart(17 - make.length, '0')}`);
    const res = await request.post('/api/vehicles/vehicles/', {
      headers: session.headers,
      data: { vin, make, model: `Van ${i}`, year: 2022, license_plate: `${make.slice(-5)}${i}` },
    });
    expect(res.status(), await res.text()).toBe(201);
    vins.push(vin);
  }
  return vins;
}

async function search(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Search' }).fill(text);
  await expect(page).toHaveURL(new RegExp(`search=${text}`));
}

const noHorizontalScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('three selected vehicles are archived at once, with a summary', async ({
  page,
  request,
  asUser,
}) => {
  const session = await asUser('admin', '/vehicles');
  const make = `BK${RUN}`;
  const vins = await addVehicles(request, session, make, 3);
  await search(page, make);
  const table = page.getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(4);

  for (const vin of vins) {
    await page.locator(`tr[data-vin="${vin}"]`).getByRole('checkbox').check();
  }
  const bar = page.getByRole('region', { name: 'Bulk actions' });
  await expect(bar.getByText('3 selected')).toBeVisible();
  await expectAccessibleInBothThemes(page);

  await bar.getByRole('button', { name: 'Archive' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Are you sure you want to archive 3 vehicles?');
  await dialog.getByRole('button', { name: 'Archive' }).click();
  await expect(page.getByRole('status').filter({ hasText: '3 vehicles archived' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No vehicles found' })).toBeVisible();
  await expect(bar).toBeHidden();

  // The archived list holds them.
  const archived = await request.get(`/api/vehicles/vehicles/?archived=true&search=${make}`, {
    headers: session.headers,
  });
  expect(((await archived.json()) as { count: number }).count).toBe(3);
});

test('a saved view (a filter and a hidden column) comes back after signing out and in', async ({
  page,
  request,
  asUser,
}) => {
  const session = await asUser('admin', '/vehicles');
  const make = `VW${RUN}`;
  await addVehicles(request, session, make, 2);
  await search(page, make);
  await page.getByRole('button', { name: 'Columns' }).click();
  // The columns live in the URL: a click updates it, and the box follows.
  await page.getByRole('checkbox', { name: 'License Plate' }).click();
  await expect(page.getByRole('checkbox', { name: 'License Plate' })).not.toBeChecked();
  await page.getByRole('checkbox', { name: 'VIN' }).click();
  await expect(page.getByRole('checkbox', { name: 'VIN' })).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('columnheader', { name: /License Plate/ })).toHaveCount(0);

  await page.getByRole('button', { name: 'Views' }).click();
  await page.getByRole('menuitem', { name: 'Save current view…' }).click();
  await page.getByRole('textbox', { name: 'View name' }).fill(`Vans ${RUN}`);
  await expectAccessibleInBothThemes(page, '[role="dialog"]');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('button', { name: `View: Vans ${RUN}` })).toBeVisible();

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeHidden();
  await asUser('admin', '/vehicles');
  await expect(page.getByRole('columnheader', { name: /License Plate/ })).toBeVisible();

  await page.getByRole('button', { name: 'Views' }).click();
  await page.getByRole('menuitem', { name: `Vans ${RUN}` }).click();
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue(make);
  await expect(page.getByRole('columnheader', { name: /License Plate/ })).toHaveCount(0);
  await expect(page.getByRole('columnheader', { name: 'VIN' })).toBeVisible();
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(3);
  await expectAccessibleInBothThemes(page);
});

test('the export holds the rows of the filtered list, with the columns shown', async ({
  page,
  request,
  asUser,
}) => {
  const session = await asUser('admin', '/vehicles');
  const make = `EX${RUN}`;
  const vins = await addVehicles(request, session, make, 2);
  await search(page, make);
  await expect(page.locator('tbody tr')).toHaveCount(2);
  const shown = await page
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-vin')));
  expect(shown.sort()).toEqual([...vins].sort());

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  await page.getByRole('menuitem', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^vehicles_\d{8}\.csv$/);
  const text = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
  const lines = text.trim().split('\r\n');
  // The list's own columns (the spec's five by default), not the export's every field.
  expect(lines[0]).toBe(
    '"Vehicle Description","License Plate","Location","Primary Driver","Status"',
  );
  expect(lines).toHaveLength(3);
  for (const line of lines.slice(1)) expect(line).toContain(make);
});

test('on a phone the cards are selectable and the page does not scroll sideways', async ({
  page,
  request,
  asUser,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const session = await asUser('admin', '/vehicles');
  const make = `PH${RUN}`;
  await addVehicles(request, session, make, 2);
  await page.getByRole('button', { name: 'Show Filters' }).click();
  await search(page, make);
  // The address changes before the filtered page arrives; selecting on the page before it
  // would select the old cards, and the new filter clears a selection.
  await expect(page.getByRole('list', { name: 'Vehicles' }).getByRole('listitem')).toHaveCount(2);
  await page.getByRole('checkbox', { name: 'Select all on this page' }).check();
  const bar = page.getByRole('region', { name: 'Bulk actions' });
  await expect(bar.getByText('2 selected')).toBeVisible();
  expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(0);
  await expectAccessibleInBothThemes(page);
});
