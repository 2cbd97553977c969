import { expect, test } from './fixtures';

const PAGE_SIZE_LABELS = [
  'Vehicles per page',
  'Insurance policies per page',
  'Vendors per page',
  'Service records per page',
];

test.describe('vehicle role label and page sizes', () => {
  test('the role label comes from the vehicle permissions', async ({ page, asUser }) => {
    await asUser('viewer', '/vehicles');
    const title = page.getByRole('heading', { name: 'Vehicles', level: 1 });
    await expect(title).toBeVisible();
    await expect(title.locator('..').getByText('Vehicle Viewer', { exact: true })).toBeVisible();

    await asUser('coordinator', '/vehicles/settings');
    const settingsTitle = page.getByRole('heading', { name: 'Vehicle Settings', level: 1 });
    await expect(
      settingsTitle.locator('..').getByText('Fleet Coordinator', { exact: true }),
    ).toBeVisible();
  });

  test('each list has its page size; Service History asks for its own', async ({
    page,
    request,
    asUser,
  }) => {
    const { headers } = await asUser('coordinator', '/vehicles/settings');
    for (const label of PAGE_SIZE_LABELS) {
      const box = page.getByRole('combobox', { name: label });
      await expect(box).toHaveValue('10');
      await box.click();
      await expect(page.getByRole('option')).toHaveText(['10', '25', '50', '100']);
      await page.keyboard.press('Escape');
    }

    const saved = page.waitForRequest(
      (req) =>
        req.url().endsWith('/api/base/settings/update_user_setting/') &&
        req.postDataJSON()?.module === 'service_records',
    );
    await page.getByRole('combobox', { name: 'Service records per page' }).click();
    await page.getByRole('option', { name: '50' }).click();
    expect((await saved).postDataJSON()).toEqual({
      module: 'service_records',
      key: 'page_size',
      value: 50,
    });
    await expect(page.getByText('Settings saved successfully')).toBeVisible();

    try {
      const serviceCalls: string[] = [];
      page.on('request', (req) => {
        const url = new URL(req.url());
        if (url.pathname === '/api/vehicles/service-records/') serviceCalls.push(url.search);
      });
      await page.goto('/vehicles');
      await page.getByRole('main').getByRole('row').nth(1).click();
      await page.getByRole('tab', { name: /Service History/ }).click();
      await expect(page.getByRole('heading', { name: 'Service History' })).toBeVisible();
      await expect.poll(() => serviceCalls.length).toBeGreaterThan(0);
      expect(serviceCalls.map((s) => new URLSearchParams(s).get('page_size'))).toEqual(['50']);
    } finally {
      // The journeys share one database: put the coordinator's page size back.
      await request.post('/api/base/settings/update_user_setting/', {
        headers,
        data: { module: 'service_records', key: 'page_size', value: 10 },
      });
    }
  });
});
