import type { APIRequestContext, Page } from '@playwright/test';
import { expect, type Session } from './fixtures';
import { randomVin } from './vins';

// Helpers of the journeys at the car (loaners-at-the-car, offline).

/** A loaner of its own, a borrower and a reservation that starts now, through the API. */
export async function reservedAgreement(request: APIRequestContext, { headers }: Session) {
  const vin = randomVin();
  const vehicle = await request.post('/api/vehicles/vehicles/', {
    headers,
    data: {
      vin,
      make: 'Kia',
      model: `Loaner ${vin.slice(0, 5)}`,
      year: 2024,
      license_plate: `L${vin.slice(0, 6)}`,
      location: null,
      primary_driver: null,
      vehicle_types: ['loaner'],
    },
  });
  expect(vehicle.status()).toBe(201);
  const customer = await request.post('/api/loaners/customers/', {
    headers,
    data: {
      first_name: 'Rosa',
      last_name: `Diaz ${vin.slice(0, 4)}`,
      licence_expires_on: '2099-01-01',
    },
  });
  expect(customer.status()).toBe(201);
  const now = Date.now();
  const agreement = await request.post('/api/loaners/agreements/', {
    headers,
    data: {
      vehicle: vin,
      customer: ((await customer.json()) as { id: number }).id,
      repair_order_number: `RO-${vin.slice(0, 5)}`,
      starts_at: new Date(now - 60 * 60_000).toISOString(),
      due_at: new Date(now + 2 * 86_400_000).toISOString(),
      fuel_rate_per_eighth: '5.00',
      mileage_allowance_per_day: 200,
    },
  });
  expect(agreement.status()).toBe(201);
  return { ...((await agreement.json()) as { id: number; number: string }), vin };
}

/** Taps the gauge's mark (its radio button is inside the mark, for the keyboard). */
export const tapFuel = (page: Page, level: string) =>
  page
    .locator('label')
    .filter({ has: page.getByRole('radio', { name: level }) })
    .tap();

export async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Signs on the canvas (the customer's unless `whose` names another) with the mouse. */
export async function sign(page: Page, whose: RegExp = /Customer’s signature/) {
  const pad = page.getByRole('img', { name: whose });
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  if (!box) throw new Error('the signature pad is not on screen');
  const at = (x: number, y: number) => [box.x + box.width * x, box.y + box.height * y] as const;
  await page.mouse.move(...at(0.1, 0.6));
  await page.mouse.down();
  await page.mouse.move(...at(0.3, 0.3), { steps: 8 });
  await page.mouse.move(...at(0.5, 0.7), { steps: 8 });
  await page.mouse.move(...at(0.8, 0.4), { steps: 8 });
  await page.mouse.up();
}

/** A 1 × 1 PNG: the camera's photo of the damage. */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Marks a dent the size of a coin on the hood, with a photo from the camera. */
export async function markHoodDentWithPhoto(page: Page) {
  await page.getByRole('button', { name: 'Hood' }).click();
  const damage = page.getByRole('region', { name: 'Damage on the Hood' });
  await damage.getByRole('combobox', { name: 'Kind of damage' }).click();
  await page.getByRole('option', { name: 'Dent' }).click();
  await damage.getByLabel('Note').fill('size of a coin');
  await damage
    .getByLabel('Photo of the damage')
    .setInputFiles({ name: 'hood.png', mimeType: 'image/png', buffer: PHOTO });
  await damage.getByRole('button', { name: 'Add damage' }).click();
  await expect(page.getByText('Hood: Dent (size of a coin) · 1 photo')).toBeVisible();
}
