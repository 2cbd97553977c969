import type { Page } from '@playwright/test';
import { expectAccessibleInBothThemes } from './axe';
import { expect, test } from './fixtures';

const DEFAULT = [
  'Vehicle Overview',
  'Fleet Value',
  'Recent Services',
  'Loaner Availability',
  'Expiring Documents',
];
const widgetTitles = (page: Page) => page.getByRole('main').getByRole('heading', { level: 2 });

const noSeriousViolations = (page: Page) => expectAccessibleInBothThemes(page);

test.describe('dashboard', () => {
  test('a manager hides a widget, reorders and saves, then resets to defaults', async ({
    page,
    request,
    apiAs,
    asUser,
  }) => {
    // Start from the defaults whatever an earlier run left.
    const { headers } = await apiAs('manager');
    await request.post('/api/dashboard/preferences/reset_to_defaults/', { headers, data: {} });
    await asUser('manager', '/');
    await expect(widgetTitles(page)).toHaveText(DEFAULT);

    await page.getByRole('button', { name: 'Hide Loaner Availability' }).click();
    await expect(widgetTitles(page)).toHaveText([...DEFAULT.slice(0, 3), 'Expiring Documents']);

    await page.getByRole('link', { name: 'Customize' }).click();
    await expect(page).toHaveURL(/\/dashboard\/settings$/);
    await expect(page.getByRole('switch', { name: /Loaner Availability/ })).not.toBeChecked();
    await page.getByRole('button', { name: 'Move Recent Services up' }).click();
    await page.getByRole('button', { name: 'Move Recent Services up' }).click();
    await page.getByRole('button', { name: 'Save Dashboard Settings' }).click();
    await expect(page.getByText('Dashboard settings saved')).toBeVisible();
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await expect(widgetTitles(page)).toHaveText([
      'Recent Services',
      'Vehicle Overview',
      'Fleet Value',
      'Expiring Documents',
    ]);
    await page.reload();
    await expect(widgetTitles(page)).toHaveText([
      'Recent Services',
      'Vehicle Overview',
      'Fleet Value',
      'Expiring Documents',
    ]);

    await page.getByRole('link', { name: 'Customize' }).click();
    await page.getByRole('button', { name: 'Reset to Defaults' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Reset' }).click();
    await expect(page.getByRole('switch', { name: /Loaner Availability/ })).toBeChecked();
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await expect(widgetTitles(page)).toHaveText(DEFAULT);
  });

  test('the dashboard and its settings have no serious or critical accessibility violations', async ({
    page,
    asUser,
  }) => {
    await asUser('admin', '/');
    await expect(
      page.getByRole('region', { name: 'Vehicle Overview' }).getByText('Total'),
    ).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: 'Recent Services' })
        .getByText('Service spend, last 30 days'),
    ).toBeVisible();
    await noSeriousViolations(page);
    await page.getByRole('link', { name: 'Customize' }).click();
    await expect(page.getByRole('button', { name: 'Save Dashboard Settings' })).toBeVisible();
    await noSeriousViolations(page);
  });
});
