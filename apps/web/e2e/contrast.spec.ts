import { expectAccessibleInBothThemes, seriousViolations } from './axe';
import { expect, test } from './fixtures';

// The checker itself: every journey's "no serious violation" means something only if it finds one.
test('the accessibility check reports low-contrast text and an unnamed button', async ({
  page,
  asUser,
}) => {
  await asUser('admin', '/vehicles');
  await page.evaluate(() => {
    const grey = document.createElement('p');
    grey.textContent = 'Grey on grey';
    grey.style.cssText = 'color: #777; background: #888';
    const button = document.createElement('button');
    document.querySelector('main')!.append(grey, button);
  });
  const found = await seriousViolations(page);
  expect(found.some((v) => v.startsWith('color-contrast:'))).toBe(true);
  expect(found.some((v) => v.startsWith('button-name:'))).toBe(true);
});

// Issue 10: axe in the light and the dark theme on the vehicle screens with the demo's data.
test.describe('vehicle screens in both themes', () => {
  test('the list with real data, every tab of a vehicle, and the vehicle settings', async ({
    page,
    asUser,
  }) => {
    // Eleven screens, each scanned twice: a guard for a busy machine, not a speed check.
    test.setTimeout(240_000);
    await asUser('admin', '/vehicles');
    const rows = page.getByRole('row');
    // A guard against a busy machine (the list of a cold server), not a speed check.
    await expect(rows.nth(1)).toBeVisible({ timeout: 20_000 });
    // The demo's statuses include the colours the issue measured (green, yellow, red).
    await expect(page.locator('[data-badge-color]').first()).toBeVisible();
    await expectAccessibleInBothThemes(page);

    await rows.nth(1).click();
    await expect(page.getByRole('button', { name: /Back to List/ })).toBeVisible();
    const tabs = page.getByRole('tab');
    await expect(tabs.first()).toBeVisible();
    // By position: a tab's name carries its count badge (Mileage 7).
    for (let i = 0; i < (await tabs.count()); i++) {
      await tabs.nth(i).click();
      await expect(tabs.nth(i)).toHaveAttribute('aria-selected', 'true');
      // The Finance/Insurance panel holds the financing panel's own tabs: the outer one first.
      await expect(page.getByRole('tabpanel').first()).toBeVisible();
      await expectAccessibleInBothThemes(page);
    }

    await page.goto('/vehicles/settings');
    const settingsTabs = page.getByRole('tab');
    await expect(settingsTabs.first()).toBeVisible();
    for (let i = 0; i < (await settingsTabs.count()); i++) {
      await settingsTabs.nth(i).click();
      await expect(settingsTabs.nth(i)).toHaveAttribute('aria-selected', 'true');
      // The Finance/Insurance panel holds the financing panel's own tabs: the outer one first.
      await expect(page.getByRole('tabpanel').first()).toBeVisible();
      await expectAccessibleInBothThemes(page);
    }
  });
});

test('a toast with a title and a message is readable in both themes', async ({ page, asUser }) => {
  // The viewer may not add vehicles: the gate says so in a toast and returns home.
  await asUser('viewer', '/');
  await page.goto('/vehicles/add');
  const toast = page.locator('.mantine-Notification-root').filter({ hasText: 'Access denied' });
  await expect(toast).toBeVisible();
  await expect(toast.locator('.mantine-Notification-description')).not.toBeEmpty();
  // The pointer on it keeps the toast open (it closes by itself after a few seconds).
  await toast.hover();
  await expectAccessibleInBothThemes(page, '.mantine-Notification-root');
});
