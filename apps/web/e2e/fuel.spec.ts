import { expect, test } from './fixtures';
import { uniqueVin } from './vins';

/**
 * Issue 34 §2: a manager records a fill on a vehicle's Fuel tab, then imports a fuel-card file
 * whose lines name the vehicle by its card vehicle number; the fills and their flags show on the
 * tab.
 */
test('a manager adds a fill and imports a fuel card file', async ({ page, request, asUser }) => {
  const session = await asUser('admin', '/vehicles');
  const vin = uniqueVin('E2EF');
  const card = `FC-${vin.slice(-6)}`;
  const created = await request.post('/api/vehicles/vehicles/', {
    headers: session.headers,
    data: {
      vin,
      make: 'Zephyr',
      model: 'Fuel',
      year: 2022,
      license_plate: `FU-${vin.slice(-4)}`,
      tank_capacity: '20',
      fuel_card_number: card,
    },
  });
  expect(created.ok()).toBeTruthy();

  await page.goto(`/vehicles/${vin}?tab=fuel`);
  await expect(page.getByText('No fuel entries yet')).toBeVisible();
  const form = page.getByRole('form', { name: 'Add fuel entry' });
  await form.getByRole('textbox', { name: 'Odometer' }).fill('12000');
  await form.getByRole('textbox', { name: /Quantity/ }).fill('24');
  await form.getByRole('textbox', { name: /Total/ }).fill('84.00');
  await form.getByRole('button', { name: 'Add Fill' }).click();
  const table = page.getByRole('table', { name: 'Fuel entries' });
  // 24 gallons in a 20-gallon tank: flagged in words.
  await expect(table.getByRole('row').filter({ hasText: '24 gal' })).toContainText(
    'More than the tank holds',
  );

  await page.goto('/vehicles/fuel-import');
  await expect(page.getByRole('heading', { name: 'Import fuel card file' })).toBeVisible();
  const lines = [
    'Vehicle Number,Transaction Date,Odometer,Gallons,Amount,Merchant,Transaction ID',
    `${card},2026-01-10,1000,12.5,43.74,Shell,T-${vin}-1`,
    `${card},2026-01-20,1300,10,35.00,BP,T-${vin}-2`,
  ];
  await page.locator('input[type="file"]').setInputFiles({
    name: 'card.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(lines.join('\n')),
  });
  await expect(page.getByText('Ready 2', { exact: true })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Import 2 fills' }).click();
  await expect(page.getByText('Imported 2 fills.')).toBeVisible({ timeout: 30_000 });

  await page.goto(`/vehicles/${vin}?tab=fuel`);
  const after = page.getByRole('table', { name: 'Fuel entries' });
  // The header row and three fills: the card's two, matched by the card vehicle number.
  await expect(after.getByRole('row')).toHaveCount(4);
  await expect(after.getByRole('row').filter({ hasText: 'Shell' })).toContainText('12.5 gal');
});
