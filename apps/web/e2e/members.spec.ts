import type { APIRequestContext } from '@playwright/test';
import { expectAccessibleInBothThemes } from './axe';
import { expect, test, type Session } from './fixtures';

type MemberReply = { id: number; user: { username: string } };

/** The viewer works at Northside Collision: the admin's session goes there (it has two shops). */
async function toNorthside(request: APIRequestContext, admin: Session) {
  const shops = (await (
    await request.get('/api/employees/available-shops/', { headers: admin.headers })
  ).json()) as { shops: { id: number; name: string }[] };
  const northside = shops.shops.find((shop) => shop.name === 'Northside Collision');
  const switched = await request.post('/api/employees/switch-shop/', {
    headers: admin.headers,
    data: { shop_id: northside?.id },
  });
  expect(switched.ok()).toBeTruthy();
}

/** The viewer's membership back to their role alone, so later journeys meet the demo as seeded. */
async function resetViewer(request: APIRequestContext, admin: Session) {
  await toNorthside(request, admin);
  const res = await request.get('/api/shops/members/?search=viewer', { headers: admin.headers });
  const viewer = ((await res.json()) as { results: MemberReply[] }).results.find(
    (m) => m.user.username === 'viewer',
  );
  expect(viewer).toBeDefined();
  const reset = await request.patch(`/api/shops/members/${viewer!.id}/`, {
    headers: admin.headers,
    data: { grants: [], withdrawals: [] },
  });
  expect(reset.ok()).toBeTruthy();
}

test.describe('members and their permissions', () => {
  test.afterEach(async ({ request, apiAs }) => {
    await resetViewer(request, await apiAs('admin'));
  });

  test('an administrator grants Manage loaners to a viewer, who can then add loaner customers', async ({
    page,
    request,
    asUser,
  }) => {
    // Before: the viewer sees the customers but cannot add one.
    await asUser('viewer', '/loaners/customers');
    await expect(page.getByRole('heading', { name: 'Customers', level: 1 })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Search customers' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add customer' })).toHaveCount(0);

    await toNorthside(request, await asUser('admin', '/settings'));
    await page.reload();
    await page.getByRole('link', { name: 'Manage members' }).click();
    await expect(page).toHaveURL(/\/settings\/members$/);
    await expect(page.getByRole('heading', { name: 'Members', level: 1 })).toBeVisible();
    await page.getByRole('textbox', { name: 'Search members' }).fill('rivera');
    const sam = page.getByRole('button', { name: 'Sam Rivera' });
    await expect(page.getByRole('button', { name: 'Priya Shah' })).toHaveCount(0);
    const row = page.getByRole('row').filter({ has: sam });
    await expect(row).toContainText('Vehicle Viewer');
    await expect(row).toContainText('Role defaults');
    await expect(row).toContainText('Just now');

    await sam.click();
    const drawer = page.getByRole('dialog', { name: 'Sam Rivera' });
    const loaners = drawer.getByRole('group', { name: 'Loaners' });
    await expect(loaners.getByRole('checkbox', { name: 'See loaners' })).toBeChecked();
    await expect(
      loaners.getByRole('checkbox', { name: 'Manage loaner charges' }),
    ).not.toBeChecked();
    const manage = loaners.getByRole('checkbox', { name: 'Manage loaners' });
    await expect(manage).not.toBeChecked();
    await expectAccessibleInBothThemes(page, '[role="dialog"]');
    // From the keyboard: focus the box, Space ticks it.
    await manage.focus();
    await page.keyboard.press('Space');
    await expect(manage).toBeChecked();
    await expect(manage).toHaveAccessibleDescription(/Granted$/);
    await drawer.getByRole('button', { name: 'Save permissions' }).click();
    await expect(page.getByText("Saved Sam Rivera's permissions")).toBeVisible();
    await expect(drawer).toBeHidden();
    await expect(row).toContainText('1 granted');

    // The viewer, signing in again, may now add a customer.
    await asUser('viewer', '/loaners/customers');
    await expect(page.getByRole('button', { name: 'Add customer' })).toBeVisible();
  });

  test('on a 390 px phone the members are cards and nothing scrolls sideways', async ({
    page,
    request,
    asUser,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await toNorthside(request, await asUser('admin', '/settings/members'));
    await page.reload();
    const card = page.getByRole('listitem').filter({ hasText: 'Sam Rivera' });
    await expect(card).toContainText('Vehicle Viewer');
    await expect(page.getByRole('table')).toHaveCount(0);
    await expectAccessibleInBothThemes(page);
    const sideways = () =>
      page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
    expect(await sideways()).toBe(0);

    await card.getByRole('button').click();
    const drawer = page.getByRole('dialog', { name: 'Sam Rivera' });
    await expect(drawer.getByRole('checkbox', { name: 'Manage loaner charges' })).toBeVisible();
    // Nothing in the drawer reaches past the screen's right edge (once it has slid in).
    await expect
      .poll(() =>
        drawer.evaluate((el) =>
          Math.max(...[...el.querySelectorAll('*')].map((n) => n.getBoundingClientRect().right)),
        ),
      )
      .toBeLessThanOrEqual(390);
    expect(await sideways()).toBe(0);
  });
});
