import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, type Session } from './fixtures';
import { minimalPdf } from './files';
import { uniqueVin } from './vins';

/** A VIN of 17 letters and digits that no other run uses. */

/** Adds a vehicle through the API in the session's current shop. */
async function addVehicle(request: APIRequestContext, { headers }: Session, vin: string) {
  const created = await request.post('/api/vehicles/vehicles/', {
    headers,
    data: {
      vin,
      make: 'Zephyr',
      model: 'Records',
      year: 2021,
      license_plate: `REC-${vin.slice(-4)}`,
    },
  });
  expect(created.ok()).toBeTruthy();
}

/** No serious or critical accessibility problem in the open tab. */
async function expectAccessibleTab(page: Page) {
  const results = await new AxeBuilder({ page }).include('[role="tabpanel"]').analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    bad.map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`).join('; ')})`,
    ),
  ).toEqual([]);
}

/** The count badge of a detail tab (Mileage, Service History). */
const tabBadge = (page: Page, name: string) =>
  page.getByRole('tab', { name: new RegExp(`^${name}`) });

test.describe('vehicle records', () => {
  test('a manager adds mileage (with a correction) and a service record', async ({
    page,
    request,
    asUser,
  }) => {
    const vin = uniqueVin('E2ER');
    await addVehicle(request, await asUser('manager', '/vehicles'), vin);
    await page.goto(`/vehicles/${vin}`);
    await expect(page.getByRole('heading', { name: '2021 Zephyr Records' })).toBeVisible();

    // Mileage: an entry appears in the table and the tab's count grows.
    await page.getByRole('tab', { name: /^Mileage/ }).click();
    await expect(tabBadge(page, 'Mileage')).toHaveText(/Mileage\s*0/);
    await expect(page.getByText('No mileage entries recorded yet')).toBeVisible();
    await page.getByRole('textbox', { name: 'Mileage' }).fill('12345');
    await page.getByRole('textbox', { name: 'Notes' }).fill('Odometer at intake');
    await page.getByRole('button', { name: 'Add Entry' }).click();
    const history = page.getByRole('table', { name: 'Mileage history' });
    await expect(
      history.getByRole('row', { name: /12,345 mi.*Manual.*Odometer at intake/ }),
    ).toBeVisible();
    await expect(tabBadge(page, 'Mileage')).toHaveText(/Mileage\s*1/);

    // A lower reading is refused, then recorded as a correction after confirming.
    await page.getByRole('textbox', { name: 'Mileage' }).fill('100');
    await page.getByRole('button', { name: 'Add Entry' }).click();
    await expect(
      page
        .getByText(/This reading \(100 mi\) is lower than the current mileage \(12,345 mi\)/)
        .first(),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Record as correction' }).click();
    const confirm = page.getByRole('dialog', { name: 'Record as correction?' });
    await confirm.getByRole('button', { name: 'Record as correction' }).click();
    await expect(history.getByRole('row', { name: /100 mi \(correction\)/ })).toBeVisible();
    await expect(tabBadge(page, 'Mileage')).toHaveText(/Mileage\s*2/);
    await expectAccessibleTab(page);

    // Service: add a vendor inline, then a record that appears in the table.
    await page.getByRole('tab', { name: /^Service History/ }).click();
    await expect(tabBadge(page, 'Service History')).toHaveText(/Service History\s*0/);
    const vendorName = `E2E Garage ${vin.slice(-5)}`;
    await page.getByRole('button', { name: 'Add vendor' }).click();
    const vendorDialog = page.getByRole('dialog', { name: 'Add vendor' });
    await vendorDialog.getByRole('textbox', { name: 'Vendor name' }).fill(vendorName);
    await vendorDialog.getByRole('button', { name: 'Save vendor' }).click();
    await expect(vendorDialog).toBeHidden();
    await expect(page.getByRole('combobox', { name: 'Vendor' })).toHaveValue(vendorName);

    await page.getByRole('button', { name: 'Add Service Record' }).click();
    await expect(
      page.getByText(
        'Please fill in all required fields (Service Date, Vendor, Amount, Description)',
      ),
    ).toBeVisible();
    await page.getByLabel(/^Service Date/).fill('2025-03-04');
    await page.getByRole('textbox', { name: 'Amount (USD)' }).fill('245.5');
    await page.getByRole('textbox', { name: 'Mileage at Service' }).fill('12500');
    await page.getByRole('textbox', { name: 'Description' }).fill('Front brake pads');
    await page.getByRole('button', { name: 'Add Service Record' }).click();
    const services = page.getByRole('table', { name: 'Service history' });
    await expect(
      services.getByRole('row', {
        name: new RegExp(
          `Mar 4, 2025.*${vendorName}.*Maintenance.*\\$245\\.50.*12,500 mi.*Front brake pads`,
        ),
      }),
    ).toBeVisible();
    await expect(tabBadge(page, 'Service History')).toHaveText(/Service History\s*1/);
    await expectAccessibleTab(page);
  });

  test('a manager uploads, views, downloads and deletes a document', async ({
    page,
    request,
    asUser,
  }) => {
    const vin = uniqueVin('E2ER');
    await addVehicle(request, await asUser('manager', '/vehicles'), vin);
    await page.goto(`/vehicles/${vin}`);
    await page.getByRole('tab', { name: /^Documents/ }).click();
    await expect(page.getByText('No documents found')).toBeVisible();

    const title = `Title scan ${vin.slice(-5)}`;
    const upload = page.getByRole('form', { name: 'Upload document' });
    await upload.getByRole('combobox', { name: 'Document Type' }).click();
    await page.getByRole('option', { name: 'Title', exact: true }).click();
    await upload.getByRole('textbox', { name: 'Title' }).fill(title);
    await upload.locator('input[type="file"]').setInputFiles({
      name: 'title-scan.pdf',
      mimeType: 'application/pdf',
      buffer: minimalPdf(),
    });
    await upload.getByRole('textbox', { name: 'Notes' }).fill('Kept in the office safe');
    await upload.getByRole('button', { name: 'Upload' }).click();
    await expect(page.getByText('Document uploaded successfully')).toBeVisible();

    const card = page.getByRole('article', { name: title });
    await expect(card).toBeVisible();
    await expect(card.getByText('PDF', { exact: true })).toBeVisible();
    await expect(card.getByText('Kept in the office safe')).toBeVisible();
    await expectAccessibleTab(page);

    // View opens the signed link in a new tab; the link serves the PDF without the token header.
    const view = card.getByRole('link', { name: `View ${title}` });
    const href = await view.getAttribute('href');
    expect(href).toMatch(/^\/api\/files\/\d+\/\?exp=.+&sig=.+/);
    const [popup] = await Promise.all([page.waitForEvent('popup'), view.click()]);
    expect(popup.url()).toContain(href ?? '');
    await popup.close();
    const served = await request.get(href ?? '');
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toContain('application/pdf');
    expect((await served.body()).subarray(0, 5).toString()).toBe('%PDF-');

    const downloadHref = await card
      .getByRole('link', { name: `Download ${title}` })
      .getAttribute('href');
    expect(downloadHref).toBe(`${href}&download=1`);
    const downloaded = await request.get(downloadHref ?? '');
    expect(downloaded.status()).toBe(200);
    expect(downloaded.headers()['content-disposition']).toMatch(/^attachment/);

    // The type filter narrows the list on the server.
    await page.getByRole('combobox', { name: 'Filter by document type' }).click();
    await page.getByRole('option', { name: 'Insurance' }).click();
    await expect(page.getByText('No documents match the search or type filter.')).toBeVisible();
    await page.getByRole('combobox', { name: 'Filter by document type' }).click();
    await page.getByRole('option', { name: 'All Types' }).click();
    await expect(card).toBeVisible();

    // Delete, after the confirmation.
    await card.getByRole('button', { name: `Delete ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete document' });
    await expect(dialog.getByText('Are you sure you want to delete this document?')).toBeVisible();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Document deleted successfully')).toBeVisible();
    await expect(card).toBeHidden();
    await expect(page.getByText('No documents found')).toBeVisible();
  });

  test('view-only users see the records without the forms and delete buttons', async ({
    page,
    request,
    asUser,
    apiAs,
  }) => {
    // The viewer and the technician work at Northside Collision: the manager adds a vehicle
    // with a document there through the API.
    const vin = uniqueVin('E2ER');
    const manager = await apiAs('manager');
    const { headers } = manager;
    const shops = await request.get('/api/employees/available-shops/', { headers });
    const northside = (
      (await shops.json()) as { shops: { id: number; name: string }[] }
    ).shops.find((shop) => shop.name === 'Northside Collision');
    expect(northside).toBeDefined();
    await request.post('/api/employees/switch-shop/', {
      headers,
      data: { shop_id: northside?.id },
    });
    await addVehicle(request, manager, vin);
    const uploaded = await request.post('/api/vehicles/documents/', {
      headers,
      multipart: {
        vehicle: vin,
        document_type: 'registration',
        title: 'Registration card',
        notes: '',
        file: { name: 'registration.pdf', mimeType: 'application/pdf', buffer: minimalPdf() },
      },
    });
    expect(uploaded.status()).toBe(201);

    await asUser('viewer', `/vehicles/${vin}`);
    await expect(page.getByRole('heading', { name: '2021 Zephyr Records' })).toBeVisible();
    await page.getByRole('tab', { name: /^Mileage/ }).click();
    await expect(page.getByText('No mileage entries recorded yet')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add Entry' })).toHaveCount(0);
    await page.getByRole('tab', { name: /^Service History/ }).click();
    await expect(page.getByText('No service records yet')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add Service Record' })).toHaveCount(0);
    await page.getByRole('tab', { name: /^Documents/ }).click();
    const card = page.getByRole('article', { name: 'Registration card' });
    await expect(card.getByRole('link', { name: 'View Registration card' })).toBeVisible();
    await expect(card.getByRole('button', { name: /Delete/ })).toHaveCount(0);
    await expect(page.getByRole('form', { name: 'Upload document' })).toHaveCount(0);

    // A technician records mileage and service but does not manage documents.
    await asUser('technician', `/vehicles/${vin}`);
    await page.getByRole('tab', { name: /^Mileage/ }).click();
    await expect(page.getByRole('button', { name: 'Add Entry' })).toBeVisible();
    await page.getByRole('tab', { name: /^Documents/ }).click();
    await expect(page.getByRole('article', { name: 'Registration card' })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Upload document' })).toHaveCount(0);
  });
});
