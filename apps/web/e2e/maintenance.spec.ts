import { expectAccessibleInBothThemes } from './axe';
import { expect, test } from './fixtures';
import { uniqueVin } from './vins';

/** A VIN of 17 letters and digits that no other run uses. */
test.describe('maintenance schedules (issue 26)', () => {
  test('a manager adds a schedule, sees the vehicle become due, and closes it with a service', async ({
    page,
    request,
    asUser,
  }) => {
    const session = await asUser('manager', '/');
    const vin = uniqueVin('MNT');
    const created = await request.post('/api/vehicles/vehicles/', {
      headers: session.headers,
      data: {
        vin,
        make: 'Quill',
        model: 'Schedule',
        year: 2022,
        license_plate: `MNT-${vin.slice(-4)}`,
        vehicle_types: ['general'],
      },
    });
    expect(created.ok()).toBeTruthy();
    const reading = await request.post('/api/vehicles/mileage-logs/', {
      headers: session.headers,
      data: { vehicle: vin, mileage: 20_000 },
    });
    expect(reading.ok()).toBeTruthy();

    // On the vehicle's Service tab: an oil change every 5,000 miles or 90 days, last done long ago.
    await page.goto(`/vehicles/${vin}`);
    await page.getByRole('tab', { name: /^Service History/ }).click();
    // The demo keeps general vehicles on an annual inspection: the new vehicle has it already.
    const list = page.getByRole('list', { name: 'Maintenance schedules' });
    await expect(list.getByRole('listitem', { name: 'Annual inspection' })).toContainText(
      'every general vehicle',
    );
    await page.getByRole('button', { name: 'Add schedule' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add maintenance schedule' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Oil change');
    await dialog.getByRole('textbox', { name: 'Every (miles)' }).fill('5000');
    await dialog.getByRole('textbox', { name: 'Every (days)' }).fill('90');
    await dialog.getByLabel('Last done on').fill('2025-01-15');
    await dialog.getByRole('button', { name: 'Save schedule' }).click();
    await expect(dialog).toBeHidden();
    const card = list.getByRole('listitem', { name: 'Oil change' });
    await expect(card).toContainText('Every 5,000 miles or 90 days, whichever first');
    await expect(card).toContainText('Last done');
    await expect(card.getByText('Overdue')).toBeVisible();

    // The vehicle is on the Due Service list, reached from the navigation, and its filters.
    await page.getByRole('link', { name: 'Due Service' }).first().click();
    await expect(page).toHaveURL(/\/vehicles\/maintenance-due/);
    await expect(page.getByRole('heading', { name: 'Due Service', level: 1 })).toBeVisible();
    await page
      .locator('label')
      .filter({ hasText: /^Overdue$/ })
      .click();
    await expect(page.getByRole('radio', { name: 'Overdue' })).toBeChecked();
    await expect(page).toHaveURL(/state=overdue/);
    await page.getByRole('combobox', { name: 'Vehicle' }).click();
    await page.getByRole('option', { name: new RegExp(vin) }).click();
    const due = page.getByRole('table', { name: 'Due service' });
    await expect(
      due.getByRole('row', { name: /2022 Quill Schedule.*Oil change.*Maintenance.*Overdue/ }),
    ).toBeVisible();
    await expect(due.getByRole('row')).toHaveCount(2);
    // The screen itself (the save's toast, Mantine's own, may still be fading out).
    await expectAccessibleInBothThemes(page, 'main');

    // A service record that completes it: the schedule starts again and leaves the list.
    await due.getByRole('link', { name: '2022 Quill Schedule' }).click();
    await page.getByRole('tab', { name: /^Service History/ }).click();
    const completes = page.getByRole('group', { name: 'Schedules this service completes' });
    await expect(completes.getByRole('checkbox', { name: /Oil change/ })).toBeChecked();
    await page.getByRole('button', { name: 'Add vendor' }).click();
    const vendorDialog = page.getByRole('dialog', { name: 'Add vendor' });
    await vendorDialog.getByRole('textbox', { name: 'Vendor name' }).fill(`Lube ${vin.slice(-5)}`);
    await vendorDialog.getByRole('button', { name: 'Save vendor' }).click();
    await expect(vendorDialog).toBeHidden();
    const today = await page.evaluate(async (token) => {
      const res = await fetch('/api/employees/current-context/', {
        headers: { Authorization: `Token ${token}` },
      });
      return ((await res.json()) as { current_shop: { today: string } }).current_shop.today;
    }, session.token);
    await page.getByLabel(/^Service Date/).fill(today);
    await page.getByRole('textbox', { name: 'Amount (USD)' }).fill('79');
    await page.getByRole('textbox', { name: 'Description' }).fill('Oil and filter');
    await page.getByRole('button', { name: 'Add Service Record' }).click();
    await expect(card.getByText('On schedule')).toBeVisible();
    await expect(completes).toBeHidden();
  });

  test('on a phone the due list is cards, nothing scrolls sideways, and the demo has overdue work', async ({
    page,
    asUser,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await asUser('manager', '/vehicles/maintenance-due?state=overdue');
    await expect(page.getByRole('heading', { name: 'Due Service', level: 1 })).toBeVisible();
    const cards = page.getByRole('list', { name: 'Due service' }).getByRole('listitem');
    await expect(cards.first()).toBeVisible();
    await expect(cards.first()).toContainText('Overdue');
    await expect(page.getByRole('table')).toHaveCount(0);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    // The type schedules the demo keeps, on their own tab.
    await page.getByRole('tab', { name: 'Schedules by type' }).click();
    await expect(
      page
        .getByRole('list', { name: 'Maintenance schedules' })
        .first()
        .getByRole('listitem')
        .first(),
    ).toBeVisible();
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    ).toBeLessThanOrEqual(0);
  });
});
