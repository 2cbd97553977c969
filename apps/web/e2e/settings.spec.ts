import type { Page } from '@playwright/test';
import { expectAccessibleInBothThemes } from './axe';
import { expect, test } from './fixtures';

/** The sidebar's module entries, top to bottom. */
const sidebarModules = (page: Page) =>
  page
    .getByRole('navigation', { name: 'Main navigation' })
    .locator('.mantine-NavLink-label')
    .filter({ hasText: /^(Vehicles|Loaners|Sample Module)$/ })
    .allTextContents();

const expectNoSeriousViolations = (page: Page) => expectAccessibleInBothThemes(page);

test.describe('general settings', () => {
  test('reorders the navigation with the keyboard; the sidebar follows at once and after a reload', async ({
    page,
    asUser,
  }) => {
    await asUser('technician', '/settings');
    const rows = page.getByTestId('navigation-order-row');
    await expect(rows).toHaveText(['Vehicles', 'Loaners', 'Sample Module']);
    await expect.poll(() => sidebarModules(page)).toEqual(['Vehicles', 'Loaners', 'Sample Module']);

    // dnd-kit's keyboard sensor: Space picks up, an arrow moves, Space drops.
    const handle = page.getByRole('button', { name: 'Drag Vehicles' });
    await handle.focus();
    await page.keyboard.press('Space');
    // The move counts only once dnd-kit has picked the item up (it marks the handle pressed).
    await expect(handle).toHaveAttribute('aria-pressed', 'true');
    // An arrow pressed before dnd-kit has measured the rows is lost: press until it announces
    // the move over the last row in its live region (a further press keeps it over the last).
    const announced = page.locator('[id^="DndLiveRegion"]');
    await expect(async () => {
      await page.keyboard.press('ArrowDown');
      await expect(announced).toContainText('was moved over droppable area sample', {
        timeout: 1000,
      });
    }).toPass();
    await page.keyboard.press('Space');
    await expect(rows).toHaveText(['Loaners', 'Sample Module', 'Vehicles']);

    await page.getByRole('button', { name: 'Save Navigation Order' }).click();
    await expect(page.getByText('Navigation order saved successfully')).toBeVisible();
    const moved = ['Loaners', 'Sample Module', 'Vehicles'];
    await expect.poll(() => sidebarModules(page)).toEqual(moved);
    await page.reload();
    await expect.poll(() => sidebarModules(page)).toEqual(moved);
    await expect(rows).toHaveText(moved);

    // Put it back with the buttons, so the journey can run again.
    await page.getByRole('button', { name: 'Move Vehicles up' }).click();
    await page.getByRole('button', { name: 'Move Vehicles up' }).click();
    await page.getByRole('button', { name: 'Save Navigation Order' }).click();
    await expect.poll(() => sidebarModules(page)).toEqual(['Vehicles', 'Loaners', 'Sample Module']);
  });

  test('the dark theme is remembered on the server: after a reload and in a fresh sign-in', async ({
    page,
    browser,
    asUser,
  }) => {
    await asUser('technician', '/settings');
    const html = page.locator('html');
    await page
      .getByRole('region', { name: 'Appearance' })
      .getByText('Dark', { exact: true })
      .click();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await expect
      .poll(async () => {
        const res = await page.request.get('/api/employees/user-profile/', {
          headers: {
            Authorization: `Token ${await page.evaluate(() => localStorage.getItem('authToken'))}`,
          },
        });
        return ((await res.json()) as { theme: string }).theme;
      })
      .toBe('dark');
    await page.reload();
    await expect(html).toHaveAttribute('data-theme', 'dark');

    // A new browser context has no local cache: the theme comes from the server.
    const fresh = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const other = await fresh.newPage();
    await other.goto('/');
    await other.getByLabel('Username').fill('technician');
    await other.locator('input[type="password"]').fill('fleetdesk-demo');
    await other.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(other.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await expect(other.locator('html')).toHaveAttribute('data-theme', 'dark');
    await fresh.close();

    await page
      .getByRole('region', { name: 'Appearance' })
      .getByText('Light', { exact: true })
      .click();
    await expect(html).toHaveAttribute('data-theme', 'light');
  });

  test('updates the profile name; the page has no serious accessibility violations', async ({
    page,
    asUser,
  }) => {
    await asUser('viewer', '/settings');
    const first = page.getByLabel('First name');
    await expect(first).toHaveValue('Sam');
    await first.fill('Samantha');
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await expect(page.getByText('Profile updated successfully')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('First name')).toHaveValue('Samantha');
    await expect(page.getByRole('region', { name: 'Account Information' })).toContainText('viewer');
    await expectNoSeriousViolations(page);
  });

  test('main content starts 76 px below the top edge', async ({ page, asUser }) => {
    await asUser('viewer', '/settings');
    const heading = page.getByRole('heading', { name: 'Settings', level: 1 });
    await expect(heading).toBeVisible();
    const box = await page.locator('main > *').first().boundingBox();
    expect(box?.y).toBe(76);
  });
});

test.describe('diagnostics and the sample module', () => {
  test('the diagnostics page shows the registry', async ({ page, asUser }) => {
    await asUser('admin', '/module-registry-diagnostics');
    await expect(page.getByText(/Module registry loaded: 3 modules discovered/)).toBeVisible();
    const modules = page.getByRole('region', { name: 'Discovered Modules' });
    await expect(modules.getByText('Sample Module', { exact: true })).toBeVisible();
    await expect(modules.getByText('Vehicles', { exact: true }).first()).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Navigation Structure' }).getByText('Add Vehicle'),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Dynamic Icon Diagnostics' })).toContainText(
      'all mapped',
    );
    await expectNoSeriousViolations(page);
  });

  test('the sample module page lists categories and items', async ({ page, asUser }) => {
    await asUser('viewer', '/sample-module');
    await expect(page.getByTestId('sample-category')).toHaveCount(3);
    await expect(
      page.getByRole('region', { name: 'Recent Items' }).locator('tbody tr'),
    ).toHaveCount(10);
    await expect(page.getByRole('button', { name: 'Add Item' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expectNoSeriousViolations(page);
  });
});
