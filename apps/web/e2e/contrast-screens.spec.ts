import type { Page } from '@playwright/test';
import { expectAccessibleInBothThemes } from './axe';
import { expect, test } from './fixtures';

// Issue 10: axe in the light and the dark theme on the screens added after the vehicle screens
// (insurance, financing, the vehicle form, dashboard settings, diagnostics), with the demo's data.

/** Nothing on the page is still loading (skeletons and loaders carry aria-busy). */
async function settled(page: Page) {
  // A guard for a cold server on a busy machine, not a speed check.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
}

/** Opens each tab in turn and scans it once its panel has loaded. */
async function scanEveryTab(page: Page) {
  const tabs = page.getByRole('tab');
  await expect(tabs.first()).toBeVisible();
  const count = await tabs.count();
  expect(count).toBeGreaterThan(1);
  for (let i = 0; i < count; i++) {
    await tabs.nth(i).click();
    await expect(tabs.nth(i)).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel').first()).toBeVisible();
    await settled(page);
    await expectAccessibleInBothThemes(page);
  }
}

test.describe('the screens added since, in both themes', () => {
  test('insurance: the overview, a policy’s details and page, the bulk renewal', async ({
    page,
    asUser,
  }) => {
    // Four screens, each scanned twice: a guard for a busy machine, not a speed check.
    test.setTimeout(180_000);
    await asUser('admin', '/vehicles/insurance');
    const active = page.getByRole('table', { name: 'Active policies' });
    await expect(active.getByRole('row').nth(1)).toBeVisible({ timeout: 20_000 });
    await settled(page);
    await expectAccessibleInBothThemes(page);

    await active
      .getByRole('button', { name: /^Details of / })
      .first()
      .click();
    const open = page.getByRole('dialog').getByRole('link', { name: 'Open Policy' });
    await expect(open).toBeVisible();
    await expectAccessibleInBothThemes(page);

    await open.click();
    await expect(page).toHaveURL(/\/vehicles\/insurance\/policy\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await settled(page);
    await expectAccessibleInBothThemes(page);

    await page.goto('/vehicles/insurance/bulk-renewal');
    await expect(page.getByRole('heading', { name: 'Bulk Insurance Renewal' })).toBeVisible();
    // Prefilled from the latest master policy once the fleet's allocation rows are there.
    await expect(page.getByRole('textbox', { name: /Policy Name/ })).not.toHaveValue('', {
      timeout: 30_000,
    });
    await settled(page);
    await expectAccessibleInBothThemes(page);
  });

  test('financing: every tab of the screen', async ({ page, asUser }) => {
    test.setTimeout(180_000);
    await asUser('admin', '/vehicles/financing');
    await scanEveryTab(page);

    // A custom export range makes its dates editable and clearable.
    await page.getByRole('tab', { name: 'Export' }).click();
    await page.getByRole('combobox', { name: 'Date range' }).click();
    await page.getByRole('option', { name: 'Custom Range', exact: true }).click();
    await expect(page.getByRole('textbox', { name: 'From' })).toBeEnabled();
    await expectAccessibleInBothThemes(page);
  });

  test('the vehicle form, dashboard settings and diagnostics', async ({
    page,
    request,
    asUser,
  }) => {
    test.setTimeout(180_000);
    const session = await asUser('admin', '/vehicles/add');
    await expect(page.getByRole('heading', { name: 'Add New Vehicle' })).toBeVisible();
    await settled(page);
    await expectAccessibleInBothThemes(page);

    const list = (await (
      await request.get('/api/vehicles/vehicles/?page=1&page_size=1', { headers: session.headers })
    ).json()) as { results: { vin: string }[] };
    const vin = list.results[0]!.vin;
    await page.goto(`/vehicles/edit/${vin}`);
    await expect(page.getByRole('heading', { name: 'Edit Vehicle' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: /VIN/ })).toHaveValue(vin);
    await settled(page);
    await expectAccessibleInBothThemes(page);

    await page.goto('/dashboard/settings');
    await expect(page.getByRole('heading', { name: 'Dashboard Settings' })).toBeVisible();
    await settled(page);
    await expectAccessibleInBothThemes(page);

    await page.goto('/module-registry-diagnostics');
    await expect(page.getByRole('heading', { name: 'Module Registry Diagnostics' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Daily Reminders' })).toBeVisible();
    await settled(page);
    await expectAccessibleInBothThemes(page);
  });
});
