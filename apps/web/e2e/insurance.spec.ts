import type { Locator, Page } from '@playwright/test';
import { expect as baseExpect, test } from './fixtures';

// Screens over the whole demo fleet on a shared machine: patient waits (guards, not speed checks).
const expect = baseExpect.configure({ timeout: 20_000 });

/** A 1×1 PNG: a real image file for the insurance card upload. */
const CARD_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** '$12,345.67' -> 1234567 (cents), to compare what the cost summary shows. */
const cents = (text: string) => Math.round(Number(text.replace(/[^0-9.]/g, '')) * 100);

const summaryValue = async (page: Page, label: string) => {
  const summary = page.getByRole('region', { name: 'Cost summary' });
  const text = (await summary.innerText())
    .split('\n')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  return text[text.indexOf(label) + 1] ?? '';
};

/** The rows of one of the overview's tables whose Master Policy cell is exactly `name`. */
const rowsNamed = (table: Locator, name: string) =>
  table.getByRole('row').filter({ has: table.page().getByRole('cell', { name, exact: true }) });

test.describe('insurance', () => {
  test('a manager renews the fleet, sees the split, then edits a policy and uploads its card', async ({
    page,
    asUser,
    apiAs,
    request,
  }) => {
    // A long journey over the whole demo fleet on a shared 2-core machine: a guard, not a speed check.
    test.setTimeout(240_000);
    const session = await apiAs('manager');
    const fleet = (await (
      await request.get('/api/vehicles/master-policies/vehicles_for_renewal/', {
        headers: session.headers,
      })
    ).json()) as { vin: string; description: string; license_plate: string }[];
    expect(fleet.length).toBeGreaterThan(4);
    const [kept, excludedA, excludedB] = fleet;
    const nameOf = (v: (typeof fleet)[number]) => `${v.description} (${v.license_plate})`;

    // The renewal form, prefilled from the latest master policy.
    await asUser('manager', '/vehicles/insurance');
    await page.getByRole('link', { name: 'Bulk Renewal' }).click();
    await expect(page.getByRole('heading', { name: 'Bulk Insurance Renewal' })).toBeVisible();
    // The whole fleet's allocation rows: a slow render on a shared machine.
    await expect(page.getByRole('textbox', { name: /Policy Name/ })).toHaveValue(
      'Fleet Auto Policy',
      { timeout: 30_000 },
    );
    await page.getByRole('textbox', { name: /Policy Name/ }).fill('Fleet Auto Policy 2027');
    await page.getByRole('textbox', { name: /Policy Number/ }).fill('HM-FLEET-3');
    await page.getByRole('textbox', { name: `Premium for ${nameOf(kept!)}` }).fill('1500.25');
    await page.getByRole('textbox', { name: `Premium for ${nameOf(excludedA!)}` }).fill('1000');
    await page.getByRole('textbox', { name: `Premium for ${nameOf(excludedB!)}` }).fill('2000.50');
    await page.getByRole('textbox', { name: 'Additional Costs', exact: true }).fill('125');

    const before = cents(await summaryValue(page, 'Total Premium'));
    expect(await summaryValue(page, 'Included Vehicles')).toBe(String(fleet.length));
    await page.getByRole('checkbox', { name: `Exclude ${nameOf(excludedA!)}` }).check();
    await page.getByRole('checkbox', { name: `Exclude ${nameOf(excludedB!)}` }).check();
    await expect(
      page.getByRole('textbox', { name: `Premium for ${nameOf(excludedA!)}` }),
    ).toBeDisabled();
    expect(await summaryValue(page, 'Included Vehicles')).toBe(String(fleet.length - 2));
    const after = cents(await summaryValue(page, 'Total Premium'));
    expect(before - after).toBe(300_050);

    await page.getByRole('button', { name: 'Create Renewal' }).click();
    // One transaction over the whole fleet on the embedded database.
    await expect(page).toHaveURL(/\/vehicles\/insurance$/, { timeout: 90_000 });
    await expect(page.getByText(/Fleet Auto Policy 2027 renewed for/)).toBeVisible();

    // The new policies are active, counted across the overview's pages (issue 24 item 5: the
    // search finds a master policy's policies by its name); the excluded vehicles got none.
    const active = page.getByRole('table', { name: 'Active policies' });
    await page
      .getByRole('region', { name: 'Search and filters' })
      .getByRole('searchbox', { name: 'Search' })
      .fill('Fleet Auto Policy 2027');
    await expect(page.getByLabel(`${fleet.length - 2} active policies`)).toBeVisible();
    await expect(rowsNamed(active, 'Fleet Auto Policy 2027').first()).toBeVisible();
    const renewed = (await (
      await request.get(
        '/api/vehicles/policies/?active=true&page_size=100&search=Fleet%20Auto%20Policy%202027',
        {
          headers: session.headers,
        },
      )
    ).json()) as { count: number; results: { vehicle: string }[] };
    expect(renewed.count).toBe(fleet.length - 2);
    for (const excluded of [excludedA!, excludedB!]) {
      expect(renewed.results.map((p) => p.vehicle)).not.toContain(excluded.vin);
    }

    // The vehicle detail: edit the new policy's cost, then upload its insurance card.
    await page.goto(`/vehicles/${kept!.vin}?tab=finance`);
    await page.getByRole('button', { name: 'Edit Fleet Auto Policy 2027' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Insurance Policy' });
    await dialog.getByRole('textbox', { name: 'Policy Cost' }).fill('1234.56');
    await dialog.getByRole('button', { name: 'Save Policy' }).click();
    await expect(page.getByText('Insurance policy updated')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('$1,234.56')).toBeVisible();

    await page.getByRole('button', { name: 'Edit Fleet Auto Policy 2027' }).click();
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'insurance-card.png',
      mimeType: 'image/png',
      buffer: CARD_PNG,
    });
    await expect(dialog.getByRole('textbox', { name: 'Title' })).toHaveValue('insurance-card');
    await dialog.getByRole('button', { name: 'Upload Document' }).click();
    await expect(page.getByText('Document uploaded successfully')).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'View insurance-card' })).toBeVisible();
    await expect(dialog.getByText('Image', { exact: true })).toBeVisible();

    // The split counts from the shop's today, which the server gives: a browser clock set past
    // the old term's end moves nothing (both terms are still running on the shop's today).
    const oldEnd = (await (
      await request.get('/api/vehicles/master-policies/?page_size=2', { headers: session.headers })
    ).json()) as { results: { id: number; policy_name: string; end_date: string }[] };
    const renewedFrom = oldEnd.results.find((m) => m.policy_name === 'Fleet Auto Policy')!;
    await page.clock.setFixedTime(
      new Date(`${renewedFrom.end_date}T12:00:00Z`).getTime() + 86_400_000,
    );
    await page.goto('/vehicles/insurance?q=Fleet%20Auto%20Policy%202027');
    await expect(page.getByLabel(`${fleet.length - 2} active policies`)).toBeVisible();
    await expect(page.getByLabel('0 previous policies')).toBeVisible();
    await page.goto(`/vehicles/insurance?master=${renewedFrom.id}`);
    await expect(rowsNamed(active, 'Fleet Auto Policy').first()).toBeVisible();
  });
});
