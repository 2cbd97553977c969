import { readFileSync } from 'node:fs';
import {
  expectNoSidewaysScroll,
  markHoodDentWithPhoto,
  reservedAgreement,
  sign,
  tapFuel,
} from './at-the-car';
import { expectAccessibleInBothThemes } from './axe';
import { expect, test } from './fixtures';

// At the car: a phone, 390 px wide, touch.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

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
    await markHoodDentWithPhoto(page);
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
});
