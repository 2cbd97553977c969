import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { expectAccessibleInBothThemes } from './axe';
import { expect, test, type Session } from './fixtures';
import { uniqueVin } from './vins';

/**
 * The audit trail, readable (issue 25 part 3): a vehicle edited in the form shows the change in
 * its History tab; an administrator filters the shop's activity by person and exports it.
 */

/** A VIN of 17 letters and digits that no other run uses. */
/** Both sessions in Northside Collision (the admin and the manager have two shops each). */
async function toNorthside(request: APIRequestContext, session: Session) {
  const shops = (await (
    await request.get('/api/employees/available-shops/', { headers: session.headers })
  ).json()) as { shops: { id: number; name: string }[] };
  const northside = shops.shops.find((shop) => shop.name === 'Northside Collision');
  const switched = await request.post('/api/employees/switch-shop/', {
    headers: session.headers,
    data: { shop_id: northside?.id },
  });
  expect(switched.ok()).toBeTruthy();
}

/** At a phone's width the page scrolls down only (the layout settles after the resize). */
async function expectNoSidewaysScroll(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    )
    .toBeLessThanOrEqual(0);
}

test.describe('the audit trail', () => {
  test('a manager edits a vehicle and sees the change, before → after, in its History', async ({
    page,
    request,
    asUser,
  }) => {
    const vin = uniqueVin('AUDT');
    const before = `OLD-${vin.slice(-4)}`;
    const after = `NEW-${vin.slice(-4)}`;
    const { headers } = await asUser('manager', '/vehicles');
    const created = await request.post('/api/vehicles/vehicles/', {
      headers,
      data: { vin, make: 'Zephyr', model: 'History', year: 2021, license_plate: before },
    });
    expect(created.ok()).toBeTruthy();

    await page.goto(`/vehicles/edit/${vin}`);
    const plate = page.getByRole('textbox', { name: /^License Plate/ });
    await expect(plate).toHaveValue(before);
    await plate.fill(after);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Vehicle updated successfully')).toBeVisible();

    await page.goto(`/vehicles/${vin}`);
    // The last tab, reached from the keyboard as from the mouse.
    const history = page.getByRole('tab', { name: 'History', exact: true });
    await history.focus();
    await page.keyboard.press('Enter');
    await expect(history).toHaveAttribute('aria-selected', 'true');
    const events = page.getByRole('list', { name: 'Vehicle history' });
    const change = events.getByRole('listitem', {
      name: `Jordan Lee changed vehicle ${vin}: License plate ${before} → ${after}`,
    });
    await expect(change).toBeVisible();
    await expect(change.getByRole('list', { name: 'Changed fields' })).toContainText(
      `License plate: ${before} → ${after}`,
    );
    await expect(
      events.getByRole('listitem', { name: `Jordan Lee added vehicle ${vin}` }),
    ).toBeVisible();
    await expectAccessibleInBothThemes(page, '[role="tabpanel"]');

    // A phone's width: the History fits without scrolling sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(change).toBeVisible();
    await expectNoSidewaysScroll(page);
  });

  test('an administrator filters the activity by person and exports it as CSV', async ({
    page,
    request,
    asUser,
    apiAs,
  }) => {
    // Something the manager did today, in the shop the administrator looks at.
    const manager = await apiAs('manager');
    await toNorthside(request, manager);
    const vin = uniqueVin('AUDT');
    const created = await request.post('/api/vehicles/vehicles/', {
      headers: manager.headers,
      data: { vin, make: 'Zephyr', model: 'Activity', year: 2021, license_plate: 'ACT-1' },
    });
    expect(created.ok()).toBeTruthy();

    await toNorthside(request, await asUser('admin', '/settings'));
    await page.reload();
    await page.getByRole('link', { name: 'View activity' }).click();
    await expect(page).toHaveURL(/\/settings\/activity$/);
    await expect(page.getByRole('heading', { name: 'Activity', level: 1 })).toBeVisible();
    const list = page.getByRole('list', { name: 'Activity' });
    await expect(list).toBeVisible();

    await page.getByRole('combobox', { name: 'Person' }).click();
    await page.getByRole('option', { name: 'Jordan Lee' }).click();
    const added = list.getByRole('listitem', { name: `Jordan Lee added vehicle ${vin}` });
    await expect(added).toBeVisible();
    await expect(list.getByRole('listitem').filter({ hasText: 'Alex Morgan' })).toHaveCount(0);
    await expectAccessibleInBothThemes(page, 'main');

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('activity.csv');
    const csv = (await readFile((await download.path())!)).toString('utf8');
    expect(csv).toContain('"When","Who","API token","Area","Action"');
    expect(csv).toContain(`"Jordan Lee added vehicle ${vin}"`);
    expect(csv).not.toContain('"Alex Morgan"');

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(added).toBeVisible();
    await expectNoSidewaysScroll(page);
  });
});
