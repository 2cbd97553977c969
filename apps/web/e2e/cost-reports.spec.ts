import { expect, test } from './fixtures';
import { misfits, settled } from './phone-fit';

// Issue 34 §5: the cost report on the demo's records, from the menu, by month and by vehicle,
// its file, and the same screen on a phone without sideways scroll. Its chart's bars are
// measured with every other chart's in charts.spec.ts.

test('opens the cost report from the menu, groups by vehicle and downloads the CSV', async ({
  page,
  asUser,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await asUser('admin', '/');
  await page.getByRole('navigation').getByRole('button', { name: 'Vehicles' }).click();
  await page.getByRole('link', { name: 'Cost Reports' }).click();
  await expect(page.getByRole('heading', { name: 'Cost reports' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Costs in this period' });
  await expect(table.getByRole('row').last()).toContainText('Total');
  await expect(page.getByRole('list', { name: 'The fleet in this period' })).not.toContainText(
    '$0.00',
  );

  await page.getByRole('combobox', { name: 'Group by' }).click();
  await page.getByRole('option', { name: 'Vehicle', exact: true }).click();
  await expect(page.getByRole('heading', { name: /By vehicle \(\d+ vehicles\)/ })).toBeVisible();
  await expect(page).toHaveURL(/group=vehicle/);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^costs-\d{4}-\d{2}-01-\d{4}-\d{2}-\d{2}\.csv$/);
});

test('fits a phone: no sideways scroll, the rows as cards', async ({ page, asUser }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await asUser('admin', '/vehicles/reports/costs?group=location');
  await settled(page);
  await expect(page.getByRole('list', { name: 'Costs in this period' })).toBeVisible();
  expect(await misfits(page)).toEqual([]);
});
