import type { Page } from '@playwright/test';
import { formatMoney, fromCents, roundDiv, toCents } from '@fleetdesk/contract/money';
import { expectAccessibleInBothThemes } from './axe';
import { expect, notThePagesOwn, test, type Session } from './fixtures';

// Issue 24 item 1: the vehicle at a glance on a demo vehicle's Overview. The expected figures are
// worked out here from the vehicle's own records, read through the API.

/** A 1 × 1 PNG: the phone's photo of the car (the browser resizes it to a JPEG). */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

type Reading = { id: number; mileage: number; date_recorded: string };
type Service = { amount: string; service_date: string };
type Payment = { financing: number; total_payment: string; payment_date: string };
type Financing = { id: number; vehicles: string[] };

async function listOf<T>(page: Page, session: Session, url: string): Promise<T[]> {
  const reply = await page.request.get(url, { headers: session.headers });
  expect(reply.ok(), url).toBeTruthy();
  return ((await reply.json()) as { results: T[] }).results;
}

/** Console errors and warnings, and uncaught exceptions, raised by the page's own code. */
function listen(page: Page) {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    if (notThePagesOwn(message.text())) return;
    seen.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => seen.push(`exception: ${error.message}`));
  return seen;
}

test('the glance of a demo vehicle matches its records, takes a photo and passes axe', async ({
  page,
  asUser,
}) => {
  test.setTimeout(180_000);
  const seen = listen(page);
  const session = await asUser('admin', '/');

  // A financed demo vehicle: its loan's payments count in its cost to date.
  const financings = await listOf<Financing>(
    page,
    session,
    '/api/vehicles/financing/?page_size=50',
  );
  // The demo's own (the oldest): earlier journeys of the run may have added financings without
  // payments to the same database.
  const financed = [...financings].sort((a, b) => a.id - b.id).find((f) => f.vehicles.length > 0);
  expect(financed, 'the demo has a financed vehicle').toBeTruthy();
  const vin = financed!.vehicles[0]!;

  const context = await page.request.get('/api/employees/current-context/', {
    headers: session.headers,
  });
  const today = ((await context.json()) as { current_shop: { today: string } }).current_shop.today;

  const readings = await listOf<Reading>(
    page,
    session,
    `/api/vehicles/mileage-logs/?vehicle=${vin}&page_size=1000`,
  );
  const latest = [...readings].sort(
    (a, b) => Date.parse(b.date_recorded) - Date.parse(a.date_recorded) || b.id - a.id,
  )[0];
  const services = await listOf<Service>(
    page,
    session,
    `/api/vehicles/service-records/?vehicle=${vin}&page_size=1000`,
  );
  const payments = await listOf<Payment>(
    page,
    session,
    `/api/vehicles/financing-payments/?vehicle=${vin}&page_size=1000`,
  );
  const vehiclesOf = new Map<number, number>();
  for (const f of await listOf<Financing>(
    page,
    session,
    `/api/vehicles/financing/?vehicle=${vin}&page_size=1000`,
  ))
    vehiclesOf.set(f.id, f.vehicles.length);
  // Services up to today, and each payment up to today split evenly between its vehicles.
  let cents = services
    .filter((s) => s.service_date <= today)
    .reduce((sum, s) => sum + toCents(s.amount), 0n);
  for (const p of payments.filter((x) => x.payment_date <= today))
    cents += roundDiv(toCents(p.total_payment), BigInt(vehiclesOf.get(p.financing) ?? 1));
  expect(fromCents(cents)).not.toBe('0.00');

  await page.goto(`/vehicles/${vin}`);
  const glance = page.getByRole('region', { name: 'At a glance' });
  const figures = glance.getByRole('list', { name: 'Key figures' });
  await expect(figures).toBeVisible({ timeout: 30_000 });
  const figure = (label: string) => figures.getByRole('listitem').filter({ hasText: label });
  expect(latest, 'the vehicle has mileage readings').toBeTruthy();
  await expect(figure('Current mileage')).toContainText(
    `${latest!.mileage.toLocaleString('en-US')} miles`,
  );
  await expect(figure('Cost to date')).toContainText(formatMoney(cents));
  await expect(glance.getByRole('heading', { name: 'Upcoming' })).toBeVisible();
  await expect(glance.getByRole('heading', { name: 'Cost by month' })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
  await expectAccessibleInBothThemes(page, 'section[aria-label="At a glance"]');

  // A photo: chosen, resized in the browser, sent, and shown in the header.
  const header = page.getByRole('img', { name: /^Photo of / });
  const hadPhoto = (await header.count()) > 0;
  await glance.locator('input[type="file"]').setInputFiles({
    name: 'car.png',
    mimeType: 'image/png',
    buffer: PHOTO,
  });
  if (hadPhoto) await page.getByRole('button', { name: 'Replace', exact: true }).click();
  await expect(page.getByText('The photo has been saved.')).toBeVisible({ timeout: 15_000 });
  const shown = page.getByRole('img', { name: /^Photo of / }).first();
  await expect(shown).toBeVisible();
  await expect
    .poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  await expect(glance.getByRole('button', { name: 'Remove Photo' })).toBeVisible();
  await expectAccessibleInBothThemes(page, 'section[aria-label="At a glance"]');

  // On a phone the glance fits the screen: nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(figures).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(390);

  expect(seen).toEqual([]);
});
