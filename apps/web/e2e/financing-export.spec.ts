import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expectAccessibleInBothThemes } from './axe';
import { expect, test } from './fixtures';

/**
 * Export journey (issue 8): payment history downloaded as CSV and as XLSX from the financing
 * screen's Export tab, each file read back and compared with what the API says the shop paid.
 * The demo seed gives every shop financings with months of payments.
 */

/** The Export tab with Payment History chosen. */
async function openPaymentExport(page: Page) {
  await page.getByRole('tab', { name: 'Export' }).click();
  await page.getByText('Payment History', { exact: true }).click();
  await expect(page.getByRole('combobox', { name: 'Payment method' })).toBeVisible();
}

async function pickOption(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Clicks Export and returns the saved file's name and bytes. */
async function exportFile(page: Page) {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const download = await downloading;
  return { name: download.suggestedFilename(), bytes: await readFile((await download.path())!) };
}

test('exports payment history as CSV and XLSX and the files hold the payments', async ({
  page,
  asUser,
  request,
}) => {
  const session = await asUser('admin', '/vehicles/financing');
  // What the API says this year's payments are (the tab's default range is this year).
  const year = String(new Date().getFullYear());
  const expected = (await (
    await request.get(
      `/api/vehicles/export/payments/?format=json&date_from=${year}-01-01&date_to=${year}-12-31`,
      { headers: session.headers },
    )
  ).json()) as { id: number; total_payment: string; reference_number: string }[];
  expect(expected.length).toBeGreaterThan(0);

  await openPaymentExport(page);
  const csv = await exportFile(page);
  expect(csv.name).toMatch(/^payments_export_\d{8}\.csv$/);
  const text = csv.bytes.toString('utf8');
  // Every cell quoted (csv-stringify), the header too.
  expect(text.startsWith('\uFEFF"Payment ID","Payment Date",')).toBe(true);
  const lines = text
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean);
  expect(lines).toHaveLength(expected.length + 1);
  for (const p of expected) expect(text).toContain(`"${p.total_payment}",`);
  expect(text).toContain(expected[0]!.reference_number);

  await pickOption(page, 'Format', 'Excel (XLSX)');
  const xlsx = await exportFile(page);
  expect(xlsx.name).toMatch(/^payments_export_\d{8}\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(xlsx.bytes as unknown as ArrayBuffer);
  const sheet = book.getWorksheet('Payments')!;
  expect(sheet.rowCount).toBe(expected.length + 1);
  const header = (sheet.getRow(1).values as unknown[]).slice(1);
  const ids = [] as number[];
  sheet.eachRow((row, n) => {
    if (n === 1) return;
    ids.push(row.getCell(header.indexOf('Payment ID') + 1).value as number);
    expect(typeof row.getCell(header.indexOf('Total Payment') + 1).value).toBe('number');
  });
  expect(ids.sort((a, b) => a - b)).toEqual(expected.map((p) => p.id).sort((a, b) => a - b));
});

test('the Reports summary and the Integration tab', async ({ page, asUser, request }) => {
  const session = await asUser('admin', '/vehicles/financing');
  // The summary lists the largest monthly payment first (spec 2: monthly_payment descending).
  const summary = (await (
    await request.get('/api/vehicles/export/summary/', { headers: session.headers })
  ).json()) as { results: { company_name: string; monthly_payment: string }[] };
  expect(summary.results.length).toBeGreaterThan(1);
  const largest = Math.max(...summary.results.map((r) => Number(r.monthly_payment)));
  expect(Number(summary.results[0]!.monthly_payment)).toBe(largest);
  await page.getByRole('tab', { name: 'Reports' }).click();
  const table = page.getByRole('table');
  await expect(table.getByRole('row').nth(1)).toContainText(summary.results[0]!.company_name);
  await expect(table.getByRole('row').last()).toContainText('Totals');
  await page.getByRole('button', { name: 'Performance' }).click();
  await expect(page.getByText('Coming Soon')).toBeVisible();

  await page.getByRole('tab', { name: 'Integration' }).click();
  await expect(page.getByText(/QuickBooks Online: Not Connected/)).toBeVisible();
  await page.getByRole('link', { name: 'Go to Export' }).click();
  await expect(page).toHaveURL(/\/vehicles\/financing\?view=export$/);
  await expect(page.getByRole('button', { name: 'Export' })).toBeVisible();

  // Its Webhooks tab shows the shop's real webhooks (none enabled in the demo) and leads to them.
  await page.getByRole('tab', { name: 'Integration' }).click();
  await page.getByRole('tab', { name: 'Webhooks' }).click();
  await expect(page.getByText(/webhook endpoints? (is|are) enabled\./)).toBeVisible();
  await expectAccessibleInBothThemes(page);
  await page.getByRole('link', { name: 'Manage webhooks' }).click();
  await expect(page).toHaveURL(/\/settings\/integrations\/webhooks$/);
});
