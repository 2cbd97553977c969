import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { expectAccessibleInBothThemes } from './axe';
import { expect, test, type Session } from './fixtures';

// At the car: a phone, 390 px wide, touch.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** A 1 × 1 PNG: the camera's photo of the damage. */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A loaner of its own, a borrower and a reservation that starts now, through the API. */
async function reservedAgreement(request: APIRequestContext, { headers }: Session) {
  const vin = randomUUID().replace(/-/g, '').slice(0, 17).toUpperCase();
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
const tapFuel = (page: Page, level: string) =>
  page
    .locator('label')
    .filter({ has: page.getByRole('radio', { name: level }) })
    .tap();

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Signs on the canvas with the mouse: two strokes. */
async function sign(page: Page) {
  const pad = page.getByRole('img', { name: /Customer’s signature/ });
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

test.describe('a loaner at the car, on a phone', () => {
  test('check out with a damage photo and a signature, then check in with less fuel and see the fuel charge', async ({
    page,
    request,
    apiAs,
    asUser,
  }) => {
    const agreement = await reservedAgreement(request, await apiAs('manager'));
    await asUser('manager', `/loaners/agreements/${agreement.id}`);
    await expect(page.getByRole('heading', { name: agreement.number })).toBeVisible();
    await expect(page.getByText('Reserved', { exact: true })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectAccessibleInBothThemes(page);

    // Check-out: the readings, a dent on the hood with a photo, the terms, the signature.
    await page.getByRole('button', { name: 'Check out' }).click();
    await expect(
      page.getByRole('heading', { name: `Check out ${agreement.number}` }),
    ).toBeVisible();
    await page.getByLabel('Odometer').fill('12000');
    await tapFuel(page, 'Full');
    await expect(page.getByText('Fuel: Full')).toBeVisible();
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
    await expect(page.getByRole('heading', { name: 'Agreement terms' })).toBeVisible();
    await sign(page);
    await expectNoSidewaysScroll(page);
    await expectAccessibleInBothThemes(page);
    await page.getByRole('button', { name: 'Confirm check-out' }).click();

    await expect(page.getByText(`${agreement.number} is out`)).toBeVisible();
    await expect(page.getByText('Uploaded')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Signed agreement' })).toBeVisible();
    await page.getByRole('button', { name: 'Back to the agreement' }).click();
    const condition = page.getByRole('region', { name: 'Condition' });
    await expect(condition.getByText('Hood: Dent (size of a coin)')).toBeVisible();
    await expect(condition.getByRole('img', { name: 'Photo of the Hood damage' })).toBeVisible();
    await expect(condition.getByText('12,000 mi')).toBeVisible();

    // Check-in with a quarter tank less: two eighths at $5.00, shown before confirming.
    await page.getByRole('button', { name: 'Check in' }).click();
    await page.getByLabel('Odometer').fill('12100');
    await tapFuel(page, '3/4');
    await expect(page.getByText('Fuel: 3/4')).toBeVisible();
    const preview = page.getByRole('region', { name: 'Charges at check-in' });
    await expect(preview.getByRole('row', { name: 'Fuel $10.00' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.getByRole('button', { name: 'Confirm check-in' }).click();

    await expect(page.getByText(`${agreement.number} is returned`)).toBeVisible();
    const charges = page.getByRole('table', { name: 'Charges' });
    await expect(charges.getByRole('row', { name: /Fuel .* Customer \$10\.00/ })).toBeVisible();
    await page.getByRole('button', { name: 'Back to the agreement' }).click();
    await expect(page.getByText('Returned', { exact: true })).toBeVisible();
    // The statement: a PDF behind the token, handed to the browser as a download.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Statement' }).click();
    const statement = await download;
    expect(statement.suggestedFilename()).toBe(`${agreement.number} statement.pdf`);
    const path = await statement.path();
    expect(readFileSync(path).subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('a check-out finished with no signal waits, then goes once when the signal returns', async ({
    page,
    request,
    apiAs,
    asUser,
  }) => {
    const session = await apiAs('manager');
    const agreement = await reservedAgreement(request, session);
    await asUser('manager', `/loaners/agreements/${agreement.id}?at=check-out`);
    await page.getByLabel('Odometer').fill('15000');
    await tapFuel(page, 'Full');
    await sign(page);

    await page.context().setOffline(true);
    await page.getByRole('button', { name: 'Confirm check-out' }).click();
    const waiting = page.getByRole('status').filter({ hasText: 'Waiting to send' });
    await expect(waiting).toContainText('No connection: the check-out is kept');
    await expectNoSidewaysScroll(page);
    await page.context().setOffline(false);

    await expect(page.getByText(`${agreement.number} is out`)).toBeVisible();
    await expect(waiting).toBeHidden();
    const { headers } = session;
    const readings = await request.get(`/api/vehicles/mileage-logs/?vehicle=${agreement.vin}`, {
      headers,
    });
    expect(((await readings.json()) as { results: { mileage: number }[] }).results).toEqual([
      expect.objectContaining({ mileage: 15000, source: 'rental' }),
    ]);
    const documents = await request.get(`/api/vehicles/documents/?vehicle=${agreement.vin}`, {
      headers,
    });
    expect(((await documents.json()) as { results: unknown[] }).results).toHaveLength(1);
  });
});
