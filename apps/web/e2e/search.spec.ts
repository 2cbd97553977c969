import type { Page } from '@playwright/test';
import { expectAccessibleInBothThemes } from './axe';
import { expect, test, type Session } from './fixtures';

type Vehicle = { vin: string; license_plate: string; description: string };

/** A demo vehicle of the admin's shop, read through the API. */
async function demoVehicle(
  request: { get: (url: string, o: object) => Promise<{ json(): Promise<unknown> }> },
  session: Session,
): Promise<Vehicle> {
  const res = await request.get('/api/vehicles/vehicles/?page=1&page_size=1', {
    headers: session.headers,
  });
  const body = (await res.json()) as { results: Vehicle[] };
  return body.results[0]!;
}

const expectNoSeriousViolations = (page: Page) => expectAccessibleInBothThemes(page);

test.describe('global search', () => {
  test('a partial plate from the top bar finds the vehicle; its detail goes Back to Search', async ({
    page,
    asUser,
    request,
  }) => {
    const session = await asUser('admin');
    const vehicle = await demoVehicle(request, session);
    const partial = vehicle.license_plate.slice(1, 5).toLowerCase();

    const box = page.getByRole('textbox', { name: 'Search' });
    await box.fill(`  ${partial} `);
    await page.getByRole('button', { name: 'Submit search' }).click();
    await expect(page).toHaveURL(`/search?q=${partial}`);
    await expect(page.getByRole('heading', { name: 'Vehicles', level: 2 })).toBeVisible();
    const card = page.getByRole('link', { name: new RegExp(vehicle.vin) });
    await expect(card).toContainText(vehicle.license_plate);
    await expectNoSeriousViolations(page);

    await card.click();
    await expect(page).toHaveURL(`/vehicles/${vehicle.vin}`);
    const back = page.getByRole('button', { name: 'Back to Search' });
    await expect(back).toBeVisible();
    await back.click();
    await expect(page).toHaveURL(`/search?q=${partial}`);
    await expect(page.getByRole('link', { name: new RegExp(vehicle.vin) })).toBeVisible();
  });

  test('nothing found offers Browse Vehicles and Go to Dashboard', async ({ page, asUser }) => {
    await asUser('admin', '/search?q=no-such-thing-anywhere');
    await expect(page.getByText('No results found')).toBeVisible();
    await page.getByRole('link', { name: 'Browse Vehicles' }).click();
    await expect(page).toHaveURL('/vehicles');
  });

  test('the palette opens a vehicle from the keyboard alone', async ({ page, asUser, request }) => {
    const session = await asUser('admin');
    const vehicle = await demoVehicle(request, session);
    await page.keyboard.press('Control+k');
    const input = page.getByRole('textbox', { name: 'Quick search' });
    await expect(input).toBeFocused();
    await expect(page.getByRole('dialog', { name: 'Quick search' })).toBeVisible();
    await page.keyboard.type(vehicle.vin.slice(3, 11));
    await expect(page.getByRole('button', { name: new RegExp(vehicle.description) })).toBeVisible();
    await expectNoSeriousViolations(page);
    // The scan's theme switch re-renders the palette: back to its box, as a user would be.
    await input.focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`/vehicles/${vehicle.vin}`);
    await expect(page.getByRole('button', { name: 'Back to Search' })).toBeVisible();
  });
});
