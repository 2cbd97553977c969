import { randomUUID } from 'node:crypto';
import { addDays } from '@fleetdesk/contract/rules/financing-dates';
import type { Locator, Page } from '@playwright/test';
import { expectNoSidewaysScroll } from './at-the-car';
import { expect, test } from './fixtures';
import { overflowWhileResizing } from './phone-fit';
import { vinFrom } from './vins';

// Issue 36: the loaner money loop, from a reservation with a new insurer to its invoice paid in full.

/** Opens the select labelled `label` inside `within` and picks `option` from its list. */
async function pickOption(page: Page, within: Locator, label: string, option: RegExp | string) {
  await within.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).first().click();
}

const usd = (amount: string) =>
  `$${Number(amount).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

test('a reservation with a new insurer is returned, invoiced, paid in full and settled', async ({
  page,
  request,
  apiAs,
  asUser,
}) => {
  test.setTimeout(120_000);
  const session = await apiAs('manager');
  const { headers } = session;
  const tag = randomUUID().replace(/-/g, '').slice(0, 6).toUpperCase();
  const vin = vinFrom(`LM${tag}${randomUUID().replace(/-/g, '').slice(0, 9)}`);
  expect(
    (
      await request.post('/api/vehicles/vehicles/', {
        headers,
        data: {
          vin,
          make: 'Kia',
          model: `Money ${tag}`,
          year: 2024,
          license_plate: `M${tag}`,
          location: null,
          primary_driver: null,
          vehicle_types: ['loaner'],
        },
      })
    ).status(),
  ).toBe(201);
  const customer = await request.post('/api/loaners/customers/', {
    headers,
    data: { first_name: 'Nguyễn', last_name: `Ánh ${tag}`, licence_expires_on: '2099-01-01' },
  });
  expect(customer.status()).toBe(201);

  // Reserve from yesterday on the shop's calendar, adding the insurer where it is typed.
  const context = await request.get('/api/employees/current-context/', { headers });
  const { today } = ((await context.json()) as { current_shop: { today: string } }).current_shop;
  const yesterday = addDays(today, -1);
  await asUser('manager', `/loaners/agreements/new?vehicle=${vin}&starts=${yesterday}`);
  const form = page.getByRole('form', { name: 'Reserve a loaner' });
  await form.getByRole('combobox', { name: 'Customer' }).fill(`Ánh ${tag}`);
  await page.getByRole('option', { name: `Nguyễn Ánh ${tag}` }).click();
  await form.getByLabel('Repair order number').fill(`RO-${tag}`);
  await form.getByLabel('Claim number').fill(`CLM-${tag}`);
  const insurerName = `Harbor Mutual ${tag}`;
  await form.getByRole('combobox', { name: 'Insurer' }).fill(insurerName);
  await form.getByRole('button', { name: `Add “${insurerName}” as an insurer` }).click();
  const adding = page.getByRole('dialog', { name: 'Add insurer' });
  await expect(adding.getByLabel('Name')).toHaveValue(insurerName);
  await adding.getByLabel('Daily rate cap').fill('40');
  await adding.getByLabel('Billing email').fill(`billing-${tag.toLowerCase()}@harbor.example`);
  await adding.getByRole('button', { name: 'Add insurer' }).click();
  await expect(form.getByRole('combobox', { name: 'Insurer' })).toHaveValue(insurerName);
  await expect(form.getByLabel('Insurer daily rate')).toHaveValue('$40.00');
  await form.getByLabel('Insurer max days').fill('2');
  await form.getByRole('button', { name: 'Reserve' }).click();
  await expect(page.getByText(/ reserved$/)).toBeVisible();
  const id = Number(/\/loaners\/agreements\/(\d+)/.exec(page.url())?.[1]);
  expect(id).toBeGreaterThan(0);

  // Out an hour before the start and back now (the steps at the car have their own journey).
  const reserved = await (await request.get(`/api/loaners/agreements/${id}/`, { headers })).json();
  const out = await request.post(`/api/loaners/agreements/${id}/check_out/`, {
    headers,
    data: {
      odometer_out: 100,
      fuel_out: 8,
      signature:
        'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      signed_name: `Nguyễn Ánh ${tag}`,
      checked_out_at: new Date(Date.parse(reserved.starts_at) - 3_600_000).toISOString(),
    },
  });
  expect(out.status(), await out.text()).toBe(200);
  const back = await request.post(`/api/loaners/agreements/${id}/check_in/`, {
    headers,
    data: { odometer_in: 180, fuel_in: 8 },
  });
  expect(back.status(), await back.text()).toBe(200);
  const returned = await back.json();
  const insurerAmount: string = returned.totals.insurer_amount;
  expect(Number(insurerAmount)).toBeGreaterThan(0);

  // The insurer is invoiced for it.
  await page.goto('/loaners/invoices');
  await page.getByRole('button', { name: 'New invoice' }).click();
  const dialog = page.getByRole('dialog', { name: 'New invoice' });
  await pickOption(page, dialog, 'Insurer', insurerName);
  await dialog.getByRole('checkbox', { name: new RegExp(returned.number) }).check();
  await dialog.getByRole('button', { name: 'Create invoice' }).click();
  await expect(page.getByRole('heading', { name: /^Invoice INV-\d{5}$/ })).toBeVisible();
  const invoiceUrl = page.url();
  await expect(page.getByText('Open', { exact: true })).toBeVisible();
  await expect(page.getByText(usd(insurerAmount)).first()).toBeVisible();

  // The insurer pays it in full on the agreement, the customer their share.
  await page.goto(`/loaners/agreements/${id}`);
  await page.getByRole('button', { name: 'Record payment' }).click();
  let payment = page.getByRole('dialog', { name: 'Record a payment' });
  await pickOption(page, payment, 'From', 'Insurer');
  await expect(payment.getByLabel(/Amount/)).toHaveValue(usd(insurerAmount));
  await pickOption(page, payment, 'Method', 'Check');
  await payment.getByLabel('Reference').fill(`CHK-${tag}`);
  await payment.getByRole('button', { name: 'Record payment' }).click();
  await expect(page.getByText('Payment recorded')).toBeVisible();
  const totals = page.getByLabel('Totals');
  await expect(
    totals.getByText('Insurer owes').locator('xpath=following-sibling::*[1]'),
  ).toHaveText('$0.00');
  if (Number(returned.totals.customer_balance) > 0) {
    await page.getByRole('button', { name: 'Record payment' }).click();
    payment = page.getByRole('dialog', { name: 'Record a payment' });
    await expect(payment.getByLabel(/Amount/)).toHaveValue(usd(returned.totals.customer_balance));
    await payment.getByRole('button', { name: 'Record payment' }).click();
    await expect(
      totals.getByText('Customer owes').locator('xpath=following-sibling::*[1]'),
    ).toHaveText('$0.00');
  }
  await expect(page.getByRole('button', { name: 'Record payment' })).toHaveCount(0);

  // The invoice is paid, and the insurer owes nothing; both fit a phone, also a window opened
  // at 1440 px and narrowed to 390 px in the same tab, at every frame of the change.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(invoiceUrl);
  await expect(page.getByText('Paid', { exact: true }).first()).toBeVisible();
  expect(await overflowWhileResizing(page, { width: 390, height: 844 })).toBe(0);
  await expect(page.getByRole('list', { name: 'Agreements on this invoice' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.goto(invoiceUrl);
  await expect(page.getByText('Paid', { exact: true }).first()).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.goto('/loaners/insurers');
  const line = page.getByRole('listitem').filter({ hasText: insurerName });
  await expect(line.getByText('$0.00')).toBeVisible();
  await expectNoSidewaysScroll(page);
});
