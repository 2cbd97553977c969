import type { APIRequestContext, APIResponse } from '@playwright/test';
import { expectAccessibleInBothThemes } from './axe';
import { expect, test, type Session } from './fixtures';
import { vinFrom } from './vins';

/** Issue 23 journeys: reserve a loaner from the board, import a toll and find it charged. */

/** Letters and digits no other run uses (a VIN's tail, a plate). */
const stamp = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-9);

/** A 1×1 PNG: what a signature pad's canvas gives, at its smallest. */
const SIGNATURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

async function ok<T>(reply: Promise<APIResponse>): Promise<T> {
  const res = await reply;
  expect(res.ok(), await res.text()).toBeTruthy();
  return (await res.json()) as T;
}

/** A vehicle of type loaner, with a plate of its own. */
async function addLoaner(request: APIRequestContext, { headers }: Session) {
  const tail = stamp();
  const vin = vinFrom(`LNR${tail}`);
  const plate = `E2E ${tail.slice(-5)}`;
  const types = await ok<
    { id: number; name: string }[] | { results: { id: number; name: string }[] }
  >(request.get('/api/vehicles/vehicle-types/', { headers }));
  const loaner = (Array.isArray(types) ? types : types.results).find((t) => t.name === 'loaner');
  expect(loaner, 'the vehicle type loaner').toBeTruthy();
  await ok(
    request.post('/api/vehicles/vehicles/', {
      headers,
      data: {
        vin,
        make: 'Toyota',
        model: 'Corolla',
        year: 2024,
        license_plate: plate,
        vehicle_types: [loaner?.id],
      },
    }),
  );
  return { vin, plate };
}

async function addCustomer(request: APIRequestContext, { headers }: Session) {
  const last = `Board${stamp().slice(-6)}`;
  const customer = await ok<{ id: number }>(
    request.post('/api/loaners/customers/', {
      headers,
      data: { first_name: 'Robin', last_name: last },
    }),
  );
  return { id: customer.id, name: `Robin ${last}` };
}

/** The shop's today, as the server counts it. */
async function shopToday(request: APIRequestContext, { headers }: Session): Promise<string> {
  const context = await ok<{ current_shop: { today: string } }>(
    request.get('/api/employees/current-context/', { headers }),
  );
  return context.current_shop.today;
}

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** 'Wednesday, June 17, 2026': how a free day's button names it. */
const longDay = (day: string) =>
  new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
/** 'Jun 17': how a bar names its days. */
const shortDay = (day: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
/** An instant `hours` from now, to the minute, as the citation file writes it. */
const hoursFromNow = (hours: number) =>
  `${new Date(Date.now() + hours * 3_600_000).toISOString().slice(0, 16)}Z`;

test.describe('loaners', () => {
  test('a coordinator reserves a loaner from a free day on the board', async ({
    page,
    request,
    asUser,
  }) => {
    // A whole journey, with axe over a board of every demo loaner in both themes.
    test.setTimeout(120_000);
    const session = await asUser('coordinator', '/');
    const { vin, plate } = await addLoaner(request, session);
    const customer = await addCustomer(request, session);
    const day = addDays(await shopToday(request, session), 2);

    await page.goto('/loaners');
    const board = page.getByRole('table', { name: /^Loaner availability/ });
    await expect(board).toBeVisible({ timeout: 30_000 });
    await expect(board.getByRole('columnheader', { name: /Today/ })).toHaveAttribute(
      'aria-current',
      'date',
    );
    await board.getByRole('button', { name: `Reserve ${plate} from ${longDay(day)}` }).click();

    const form = page.getByRole('form', { name: 'Reserve a loaner' });
    await expect(form.getByLabel('Loaner')).toHaveValue(new RegExp(plate));
    await expect(form.getByLabel('Start')).toHaveValue(new RegExp(`^${day}T`));
    await form.getByLabel('Customer').fill(customer.name.split(' ')[1] ?? '');
    await page.getByRole('option', { name: customer.name }).click();
    await form.getByLabel('Repair order number').fill(`RO-${vin.slice(-5)}`);
    await form.getByRole('button', { name: 'Reserve' }).click();
    await expect(page.getByText(/^LA-\d{5} reserved$/)).toBeVisible();

    // On the board, the loaner's row now carries the reservation from that day.
    await page.goto('/loaners');
    const bar = page.getByRole('link', { name: new RegExp(`, ${customer.name}, Reserved, `) });
    await expect(bar).toBeVisible({ timeout: 30_000 });
    await expect(bar).toHaveAccessibleName(new RegExp(`, Reserved, ${shortDay(day)} to `));
    await expectAccessibleInBothThemes(page);
  });

  test('a loan changed to another loaner shows on both cars’ rows', async ({
    page,
    request,
    asUser,
  }) => {
    // The earlier car's stretch is its own colour: axe reads it in both themes.
    test.setTimeout(120_000);
    const session = await asUser('coordinator', '/');
    const { headers } = session;
    const first = await addLoaner(request, session);
    const second = await addLoaner(request, session);
    const customer = await addCustomer(request, session);
    const agreement = await ok<{ id: number; number: string }>(
      request.post('/api/loaners/agreements/', {
        headers,
        data: {
          vehicle: first.vin,
          customer: customer.id,
          repair_order_number: `RO-${first.vin.slice(-5)}`,
          starts_at: new Date(Date.now() - 30 * 3_600_000).toISOString(),
          due_at: new Date(Date.now() + 50 * 3_600_000).toISOString(),
        },
      }),
    );
    await ok(
      request.post(`/api/loaners/agreements/${agreement.id}/check_out/`, {
        headers,
        data: {
          odometer_out: 1_000,
          fuel_out: 8,
          signature: SIGNATURE,
          signed_name: customer.name,
          checked_out_at: new Date(Date.now() - 26 * 3_600_000).toISOString(),
        },
      }),
    );
    await ok(
      request.post(`/api/loaners/agreements/${agreement.id}/swap/`, {
        headers,
        data: {
          vehicle: second.vin,
          odometer_in: 1_050,
          fuel_in: 7,
          odometer_out: 2_000,
          fuel_out: 8,
        },
      }),
    );

    await page.goto('/loaners');
    const board = page.getByRole('table', { name: /^Loaner availability/ });
    await expect(board).toBeVisible({ timeout: 30_000 });
    const earlier = board.getByRole('link', {
      name: new RegExp(
        `^${agreement.number}, ${customer.name}, Swapped, .*changed to ${second.plate}$`,
      ),
    });
    await expect(earlier).toBeVisible();
    await expect(earlier.locator('xpath=ancestor::tr')).toHaveAttribute('data-loaner', first.vin);
    const now = board.getByRole('link', {
      name: new RegExp(
        `^${agreement.number}, ${customer.name}, Out, .*changed from ${first.plate}$`,
      ),
    });
    await expect(now.locator('xpath=ancestor::tr')).toHaveAttribute('data-loaner', second.vin);
    await expectAccessibleInBothThemes(page);
  });

  test('a manager imports a toll file and finds the toll on the agreement', async ({
    page,
    request,
    asUser,
  }) => {
    const session = await asUser('manager', '/');
    const { headers } = session;
    const { vin, plate } = await addLoaner(request, session);
    const customer = await addCustomer(request, session);
    const agreement = await ok<{ id: number; number: string }>(
      request.post('/api/loaners/agreements/', {
        headers,
        data: {
          vehicle: vin,
          customer: customer.id,
          repair_order_number: `RO-${vin.slice(-5)}`,
          starts_at: hoursFromNow(-3),
          due_at: hoursFromNow(48),
        },
      }),
    );
    await ok(
      request.post(`/api/loaners/agreements/${agreement.id}/check_out/`, {
        headers,
        data: {
          odometer_out: 1200,
          fuel_out: 8,
          damage: [],
          signature: SIGNATURE,
          signed_name: customer.name,
          checked_out_at: hoursFromNow(-2),
        },
      }),
    );

    const reference = `FT-${stamp()}`;
    // The plate as an authority writes it: lower case, no space.
    const csv = [
      'plate,occurred_at,amount,kind,agency,reference',
      `${plate.replace(' ', '').toLowerCase()},${hoursFromNow(-1)},4.75,toll,Bay Area FasTrak,${reference}`,
    ].join('\n');
    await page.goto('/loaners/citations');
    await page.locator('input[type="file"]').setInputFiles({
      name: 'fastrak.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    await page.getByRole('button', { name: 'Preview' }).click();
    const rows = page.getByRole('table', { name: 'Rows of the file' });
    await expect(rows.getByText(agreement.number)).toBeVisible({ timeout: 30_000 });
    // The counts, each a filter chip.
    await expect(page.getByText('Matched 1', { exact: true })).toBeVisible();
    await expect(page.getByText('Invalid 0', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Import all' }).click();
    await expect(page.getByText(/^Imported 1 citation: 1 charged to the borrower/)).toBeVisible();

    await page.goto(`/loaners/agreements/${agreement.id}`);
    const charges = page.getByRole('table', { name: 'Charges' });
    const toll = charges.getByRole('row').filter({ hasText: reference });
    await expect(toll).toContainText('Toll', { timeout: 30_000 });
    await expect(toll).toContainText('$4.75');
    await expect(toll).toContainText('Customer');
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test('the board is a list by state, and no loaner screen scrolls sideways', async ({
      page,
      request,
      asUser,
    }) => {
      const session = await asUser('manager', '/');
      const { plate } = await addLoaner(request, session);
      const overflow = () =>
        page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
      await page.goto('/loaners');
      const available = page.getByRole('region', { name: 'Available' });
      await expect(available.getByText(plate)).toBeVisible({ timeout: 30_000 });
      await expect(page.getByRole('table')).toHaveCount(0);
      expect(await overflow()).toBeLessThanOrEqual(0);
      await expectAccessibleInBothThemes(page);

      await page.goto('/loaners/customers');
      await expect(page.getByLabel('Search customers')).toBeVisible();
      expect(await overflow()).toBeLessThanOrEqual(0);
      await page.goto('/loaners/citations');
      await expect(page.getByRole('link', { name: /Download a sample file/ })).toBeVisible();
      expect(await overflow()).toBeLessThanOrEqual(0);
    });
  });
});
