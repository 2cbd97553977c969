import { expect, test } from './fixtures';
import { minimalPdf } from './files';
import { uniqueVin } from './vins';

/** `day` plus `n` calendar days (both `YYYY-MM-DD`, no clock involved). */
function plusDays(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number);
  const date = new Date(Date.UTC(y!, m! - 1, d! + n));
  const pad = (v: number) => String(v).padStart(2, '0');
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

test.describe('who drove what, and documents that expire (issue 34 §4, §5)', () => {
  test('a manager assigns a driver and ends it; a document that expires soon shows on the dashboard', async ({
    page,
    request,
    asUser,
  }) => {
    const session = await asUser('manager', '/');
    const vin = uniqueVin('ASG');
    const created = await request.post('/api/vehicles/vehicles/', {
      headers: session.headers,
      data: {
        vin,
        make: 'Quill',
        model: 'Driver',
        year: 2023,
        license_plate: `ASG-${vin.slice(-4)}`,
      },
    });
    expect(created.ok()).toBeTruthy();

    await page.goto(`/vehicles/${vin}?tab=drivers`);
    await expect(page.getByText('No driver assigned yet')).toBeVisible();
    await page.getByRole('textbox', { name: "Or driver's name" }).fill('Dana Ruiz');
    await page.getByRole('button', { name: 'Assign', exact: true }).click();
    await expect(page.getByText('Dana Ruiz now drives this vehicle')).toBeVisible();
    const history = page.getByRole('table', { name: 'Driver history' });
    await expect(history.getByRole('row', { name: /Dana Ruiz.*Current/ })).toBeVisible();
    const detail = await request.get(`/api/vehicles/vehicles/${vin}/`, {
      headers: session.headers,
    });
    expect((await detail.json()).current_assignment).toMatchObject({ driver_name: 'Dana Ruiz' });

    await history.getByRole('button', { name: 'End assignment' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText("End Dana Ruiz's assignment");
    await dialog.getByRole('button', { name: 'End assignment' }).click();
    await expect(page.getByText('Dana Ruiz no longer drives this vehicle')).toBeVisible();
    await expect(history.getByRole('row', { name: /Dana Ruiz.*Ended/ })).toBeVisible();
    // Nobody drives it now: the form to assign someone is back.
    await expect(page.getByRole('button', { name: 'Assign', exact: true })).toBeVisible();

    // A DOT inspection expiring in 10 days of the shop's today.
    const context = await request.get('/api/employees/current-context/', {
      headers: session.headers,
    });
    const today = (await context.json()).current_shop.today as string;
    const title = `DOT inspection ${vin.slice(-5)}`;
    const uploaded = await request.post('/api/vehicles/documents/', {
      headers: session.headers,
      multipart: {
        vehicle: vin,
        document_type: 'inspection',
        title,
        expires_on: plusDays(today, 10),
        file: { name: 'dot.pdf', mimeType: 'application/pdf', buffer: minimalPdf() },
      },
    });
    expect(uploaded.ok()).toBeTruthy();
    await request.post('/api/dashboard/preferences/reset_to_defaults/', {
      headers: session.headers,
      data: {},
    });
    await page.goto('/');
    const widget = page.getByRole('region', { name: 'Expiring Documents' });
    await expect(widget.getByRole('link', { name: title })).toBeVisible();
    await expect(widget.getByText('Expiring soon').first()).toBeVisible();
    await widget.getByRole('link', { name: title }).click();
    await expect(page.getByRole('article', { name: title })).toContainText('Expiring soon');
  });
});
