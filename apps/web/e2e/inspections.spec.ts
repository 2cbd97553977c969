import { sign } from './at-the-car';
import { expect, test } from './fixtures';
import { uniqueVin } from './vins';

test.describe('inspections and issues (issue 34 §3)', () => {
  test('an inspection filled on a phone fails an item, opens an issue, and a service record resolves it', async ({
    page,
    request,
    asUser,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const session = await asUser('manager', '/');
    const vin = uniqueVin('INS');
    const created = await request.post('/api/vehicles/vehicles/', {
      headers: session.headers,
      data: {
        vin,
        make: 'Quill',
        model: 'Walkaround',
        year: 2023,
        license_plate: `INS-${vin.slice(-4)}`,
        vehicle_types: ['general'],
      },
    });
    expect(created.ok()).toBeTruthy();
    const formName = `Walk-around ${vin.slice(-5)}`;
    const form = await request.post('/api/vehicles/inspection-forms/', {
      headers: session.headers,
      data: {
        name: formName,
        items: [
          { label: 'Lights', kind: 'pass_fail', required: true },
          { label: 'Tyres', kind: 'pass_fail', required: true },
        ],
      },
    });
    expect(form.ok()).toBeTruthy();

    // The vehicle's tab starts the inspection; the phone fills it.
    await page.goto(`/vehicles/${vin}?tab=inspections`);
    await page.getByRole('link', { name: 'Start inspection' }).click();
    await expect(page.getByRole('heading', { name: 'Inspection', level: 1 })).toBeVisible();
    const choose = page.getByRole('combobox', { name: 'Form' });
    if (await choose.isVisible()) {
      await choose.click();
      await page.getByRole('option', { name: formName }).click();
    }
    const lights = page.getByRole('group', { name: 'Lights' });
    await lights
      .locator('label')
      .filter({ hasText: /^Pass$/ })
      .click();
    const tyres = page.getByRole('group', { name: 'Tyres' });
    await tyres
      .locator('label')
      .filter({ hasText: /^Fail$/ })
      .click();
    await tyres.getByRole('textbox', { name: 'What is wrong' }).fill('Rear tyre worn to the bars');
    await page.getByRole('textbox', { name: 'Inspected by' }).fill('Sam Tech');
    await sign(page, /Inspector’s signature/);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Sign and save inspection' }).click();
    await expect(page.getByText('1 item failed: 1 issue opened on the vehicle.')).toBeVisible();

    // The issue is on the vehicle, with the note.
    await page.getByRole('link', { name: 'See issues and inspections' }).click();
    const issues = page.getByRole('list', { name: 'Issues of this vehicle' });
    const issue = issues.getByRole('listitem').filter({ hasText: 'Tyres failed' });
    await expect(issue).toContainText('Rear tyre worn to the bars');
    await expect(issue.getByText('Open', { exact: true })).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Inspections of this vehicle' }).getByText('1 failed'),
    ).toBeVisible();

    // A service record that names it resolves it.
    await page.getByRole('tab', { name: /^Service History/ }).click();
    const resolves = page.getByRole('group', { name: 'Issues this service resolves' });
    await resolves.getByRole('checkbox', { name: /Tyres failed/ }).check();
    await page.getByRole('button', { name: 'Add vendor' }).click();
    const vendorDialog = page.getByRole('dialog', { name: 'Add vendor' });
    await vendorDialog.getByRole('textbox', { name: 'Vendor name' }).fill(`Tyres ${vin.slice(-5)}`);
    await vendorDialog.getByRole('button', { name: 'Save vendor' }).click();
    await expect(vendorDialog).toBeHidden();
    const today = await page.evaluate(async (token) => {
      const res = await fetch('/api/employees/current-context/', {
        headers: { Authorization: `Token ${token}` },
      });
      return ((await res.json()) as { current_shop: { today: string } }).current_shop.today;
    }, session.token);
    await page.getByLabel(/^Service Date/).fill(today);
    await page.getByRole('textbox', { name: 'Amount (USD)' }).fill('240');
    await page.getByRole('textbox', { name: 'Description' }).fill('Two rear tyres');
    await page.getByRole('button', { name: 'Add Service Record' }).click();
    await expect(resolves).toBeHidden();

    await page.getByRole('tab', { name: /^Inspections & Issues/ }).click();
    await expect(issue.getByText('Resolved', { exact: true })).toBeVisible();
    await expect(issue).toContainText('Two rear tyres');
  });
});
