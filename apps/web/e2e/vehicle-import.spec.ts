import { expectAccessibleInBothThemes } from './axe';
import { expect, test } from './fixtures';
import { runTag, vinFrom } from './vins';

/**
 * Issue 26: an administrator imports a fleet from a spreadsheet. A 200-row file with two bad rows
 * is checked and refused with both rows named; the corrected file imports, and its vehicles are
 * in the list.
 */

const RUN = runTag(6);
/** A valid VIN unique to this run: `1M${RUN}`, its check digit, then the row's number. */
const vinOf = (i: number) => vinFrom(`1M${RUN}0${String(i).padStart(8, '0')}`);

function fleetCsv(location: string, bad: { year?: number; vin?: number } = {}) {
  const lines = [
    'VIN,Make,Model,Year,License Plate,Location,Vehicle types,Registration expiration date',
  ];
  for (let i = 0; i < 200; i++) {
    const vin = i === bad.vin ? 'TOO-SHORT' : vinOf(i);
    const year = i === bad.year ? '1850' : String(2016 + (i % 9));
    lines.push(`${vin},Ford,Transit,${year},IMP${i},${location},loaner,2027-03-31`);
  }
  return Buffer.from(lines.join('\n'));
}

test('an administrator imports a 200-row fleet file after fixing the two rows it names', async ({
  page,
  request,
  asUser,
}) => {
  const { headers } = await asUser('admin', '/vehicles');
  const locations = (await (await request.get('/api/shops/locations/', { headers })).json()) as
    { name: string }[] | { results: { name: string }[] };
  const location = (Array.isArray(locations) ? locations : locations.results)[0]!.name;

  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page).toHaveURL(/\/vehicles\/import$/);
  await expect(page.getByRole('heading', { name: 'Import vehicles' })).toBeVisible();
  await expectAccessibleInBothThemes(page);

  const file = page.locator('input[type="file"]');
  await file.setInputFiles({
    name: 'fleet.csv',
    mimeType: 'text/csv',
    buffer: fleetCsv(location, { year: 49, vin: 119 }),
  });
  // Checked at once with the columns guessed from the headers; the invalid rows shown first.
  await expect(page.getByRole('radio', { name: 'Invalid 2' })).toBeChecked({ timeout: 30_000 });
  await expect(page.getByText('Ready 198', { exact: true })).toBeVisible();
  const rows = page.getByRole('table', { name: 'Rows of the file' });
  await expect(
    rows.getByRole('row').filter({ hasText: 'Year: Please enter a valid year' }),
  ).toContainText('51');
  await expect(
    rows.getByRole('row').filter({ hasText: 'VIN: VIN must be exactly 17 characters' }),
  ).toContainText('121');
  await expect(page.getByText(/2 rows are invalid: nothing is imported/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Import 198 vehicles' })).toBeDisabled();
  await expect(page.getByLabel('Field for column Location').first()).toHaveValue('Location');
  await expectAccessibleInBothThemes(page);

  // The corrected file.
  await file.setInputFiles({
    name: 'fleet-fixed.csv',
    mimeType: 'text/csv',
    buffer: fleetCsv(location),
  });
  await expect(page.getByText('Ready 200', { exact: true })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Import 200 vehicles' }).click();
  await expect(page.getByText('Imported 200 vehicles.')).toBeVisible({ timeout: 30_000 });

  await page.getByRole('button', { name: 'Go to vehicles' }).click();
  await page.getByRole('searchbox', { name: 'Search' }).fill(`1M${RUN}`);
  await expect(page.getByText(/Showing 1 to \d+ of 200 vehicles/)).toBeVisible({ timeout: 30_000 });
  await page.getByRole('searchbox', { name: 'Search' }).fill(vinOf(119));
  await expect(page.getByText('Showing 1 to 1 of 1 vehicles')).toBeVisible({ timeout: 30_000 });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the rows are cards and the screen does not scroll sideways', async ({ page, asUser }) => {
    await asUser('admin', '/vehicles/import');
    await page.locator('input[type="file"]').setInputFiles({
      name: 'fleet.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('VIN,Make,Model,Year,License Plate\nSHORT,Ford,Transit,2022,P1\n'),
    });
    const cards = page.getByRole('list', { name: 'Rows of the file' });
    await expect(cards.getByText('VIN: VIN must be exactly 17 characters')).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByRole('table', { name: 'Rows of the file' })).toHaveCount(0);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
