import type { APIRequestContext } from '@playwright/test';
import { expect, test, type Session } from './fixtures';
import { uniqueVin } from './vins';

/** A VIN of 17 letters and digits that no other run uses. */
/** Adds a vehicle through the API as `admin`, in the given shop (so a viewer has one to open). */
async function addVehicleInShop(
  request: APIRequestContext,
  { headers }: Session,
  shopId: number,
  vin: string,
) {
  await request.post('/api/employees/switch-shop/', { headers, data: { shop_id: shopId } });
  const created = await request.post('/api/vehicles/vehicles/', {
    headers,
    data: { vin, make: 'Zephyr', model: 'Viewer', year: 2020, license_plate: 'VIEW-1' },
  });
  expect(created.ok()).toBeTruthy();
}

test.describe('vehicles', () => {
  test('a manager adds, finds, opens, archives and unarchives a vehicle', async ({
    page,
    asUser,
  }) => {
    const vin = uniqueVin('E2EV');
    const model = `Journey${vin.slice(-6)}`;
    const description = `2022 Zephyr ${model}`;

    // Add, with a validation error first: the typed values stay.
    await asUser('manager', '/vehicles/add');
    await expect(page.getByRole('heading', { name: 'Add New Vehicle' })).toBeVisible();
    const vinBox = page.getByRole('textbox', { name: /^VIN/ });
    await vinBox.fill('SHORTVIN1');
    await page.getByRole('textbox', { name: /^License Plate/ }).fill(`E2E-${vin.slice(-4)}`);
    await page.getByRole('textbox', { name: /^Make/ }).fill('Zephyr');
    await page.getByRole('textbox', { name: /^Model/ }).fill(model);
    await page.getByRole('textbox', { name: /^Year/ }).fill('2022');
    await page.getByRole('checkbox', { name: /Loaner/ }).check();
    await page.getByRole('button', { name: 'Add Vehicle' }).click();
    await expect(page.getByText('VIN must be exactly 17 characters')).toBeVisible();
    await expect(vinBox).toHaveValue('SHORTVIN1');
    await expect(page.getByRole('textbox', { name: /^Model/ })).toHaveValue(model);

    await vinBox.fill(vin);
    await expect(page.getByText('VIN must be exactly 17 characters')).toBeHidden();
    await page.getByRole('button', { name: 'Add Vehicle' }).click();
    await expect(page).toHaveURL(new RegExp(`/vehicles/${vin}$`));
    await expect(page.getByRole('heading', { name: description })).toBeVisible();

    // Find it in the list: search, a type filter, and a sort by description.
    await page.goto('/vehicles');
    await expect(page.getByRole('heading', { name: 'Vehicles', exact: true })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search' }).fill(model);
    await expect(page).toHaveURL(new RegExp(`search=${model}`));
    const row = page.getByRole('row', { name: new RegExp(description) });
    await expect(row).toBeVisible();
    // The filters follow the URL (updated through a router navigation): click, then assert.
    await page.getByRole('checkbox', { name: 'Loaner' }).click();
    await expect(page).toHaveURL(/types=loaner/);
    await expect(row).toBeVisible();
    await page.getByRole('checkbox', { name: 'Service' }).click();
    await expect(page).toHaveURL(/types=loaner%2Cservice|types=loaner,service/);
    await page.getByRole('checkbox', { name: 'Loaner' }).click();
    await expect(page).toHaveURL(/types=service(&|$)/);
    await expect(page.getByText('No vehicles found')).toBeVisible();
    await page.getByRole('checkbox', { name: 'Service' }).click();
    await expect(page).not.toHaveURL(/types=/);
    await page.getByRole('checkbox', { name: 'Loaner' }).click();
    await expect(page).toHaveURL(/types=loaner/);
    await expect(row).toBeVisible();
    await page.getByRole('button', { name: 'Vehicle Description' }).click();
    await expect(page).toHaveURL(/ordering=-description/);
    await expect(page.getByRole('columnheader', { name: 'Vehicle Description' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect(row).toBeVisible();
    await expect(page.getByText(/Showing 1 to 1 of 1 vehicles/)).toBeVisible();

    // Reload keeps the filters (they live in the URL).
    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'Loaner' })).toBeChecked();
    await expect(row).toBeVisible();

    // Open it and archive it, after the confirmation.
    await row.click();
    await expect(page).toHaveURL(new RegExp(`/vehicles/${vin}$`));
    await expect(page.getByRole('button', { name: 'Back to List' })).toBeVisible();
    await page.getByRole('button', { name: 'Archive', exact: true }).click();
    const confirm = page.getByRole('dialog');
    await expect(
      confirm.getByText(
        `Are you sure you want to archive ${description}? This will remove it from regular operations.`,
      ),
    ).toBeVisible();
    await confirm.getByRole('button', { name: 'Archive', exact: true }).click();
    await expect(page.getByText(`${description} has been archived successfully`)).toBeVisible();
    await expect(page.getByText('Archived', { exact: true })).toBeVisible();

    // Archived vehicles are found with 'Show archived vehicles'; unarchive it.
    await page.getByRole('button', { name: 'Back to List' }).click();
    await page.getByRole('searchbox', { name: 'Search' }).fill(model);
    await expect(page.getByText('No vehicles found')).toBeVisible();
    await page.getByRole('switch', { name: 'Show archived vehicles' }).click();
    await expect(page).toHaveURL(/archived=true/);
    await expect(row).toBeVisible();
    await row.click();
    await page.getByRole('button', { name: 'Unarchive' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Unarchive' }).click();
    await expect(page.getByText(`${description} has been unarchived successfully`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Archive', exact: true })).toBeVisible();
  });

  test('a viewer sees no Add Vehicle and no Edit Vehicle', async ({
    page,
    request,
    asUser,
    apiAs,
  }) => {
    const { headers } = await asUser('viewer', '/vehicles/settings');
    const context = await request.get('/api/employees/current-context/', { headers });
    const shop = ((await context.json()) as { current_shop: { id: number } }).current_shop;
    await addVehicleInShop(request, await apiAs('admin'), shop.id, uniqueVin('E2EV'));
    await page.goto('/vehicles');
    await expect(page.getByRole('heading', { name: 'Vehicles', exact: true })).toBeVisible();
    const firstRow = page.getByRole('row').nth(1);
    await expect(firstRow).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add Vehicle' })).toHaveCount(0);
    await expect(page.getByRole('switch', { name: 'Show archived vehicles' })).toHaveCount(0);
    await firstRow.click();
    await expect(page.getByRole('tab', { name: 'Overview' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit Vehicle' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Archive', exact: true })).toHaveCount(0);
  });
});
