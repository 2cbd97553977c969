import { expectAccessibleInBothThemes } from './axe';
import { expect, test } from './fixtures';

test.describe('shell', () => {
  test('a manager switches shop and works in the other one', async ({ page, request, asUser }) => {
    const { headers } = await asUser('manager');
    const shops = (await (
      await request.get('/api/employees/available-shops/', { headers })
    ).json()) as { shops: { id: number; name: string; is_current: boolean }[] };
    expect(shops.shops.length).toBe(2);
    const current = shops.shops.find((s) => s.is_current)!;
    const other = shops.shops.find((s) => !s.is_current)!;
    const shopTitle = (name: string) =>
      page.getByRole('link', { name: `${name}: go to the dashboard` });
    await expect(shopTitle(current.name)).toBeVisible();

    await page.getByRole('button', { name: /switch shop|available shops/i }).click();
    await expect(page.getByText('Available Shops')).toBeVisible();
    await page.getByRole('menuitem', { name: new RegExp(other.name) }).click();
    await expect(shopTitle(other.name)).toBeVisible();
    const context = await request.get('/api/employees/current-context/', { headers });
    expect(((await context.json()) as { current_shop: { id: number } }).current_shop.id).toBe(
      other.id,
    );
  });

  test('a viewer opening a gated route is sent to / with a toast', async ({ page, asUser }) => {
    await asUser('viewer', '/vehicles/add');
    await expect(page.getByText('Access denied to Vehicles')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the theme choice is applied to the document', async ({ page, asUser }) => {
    await asUser('coordinator');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
    await page.getByRole('button', { name: 'Theme' }).click();
    await page.getByText('Dark', { exact: true }).click();
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await page.reload();
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
  });

  test('the search box submits the trimmed query and / focuses it', async ({ page, asUser }) => {
    await asUser('coordinator');
    await page.keyboard.press('/');
    const box = page.getByLabel('Search', { exact: true });
    await expect(box).toBeFocused();
    await box.fill('  civic  ');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=civic$/);
  });

  test('the shell has no serious or critical accessibility violations', async ({
    page,
    asUser,
  }) => {
    await asUser('admin');
    await expect(page.getByRole('navigation').getByText('Vehicles').first()).toBeVisible();
    await expectAccessibleInBothThemes(page);
  });
});
