import type { APIRequestContext, Page } from '@playwright/test';
import { expectAccessibleInBothThemes } from './axe';
import { expect, test } from './fixtures';

type Inbox = {
  unread_count: number;
  results: { title: string; is_read: boolean; action_url: string | null }[];
};

const inboxOf = async (request: APIRequestContext, headers: Record<string, string>) =>
  (await (await request.get('/api/notifications/notifications/', { headers })).json()) as Inbox;

const filter = (page: Page, name: string) =>
  page.locator('label').filter({ hasText: new RegExp(`^${name}$`) });

test.describe('notifications', () => {
  test('the bell, from the keyboard: follow an action, then mark all read', async ({
    page,
    request,
    asUser,
  }) => {
    const { headers } = await asUser('coordinator');
    const before = await inboxOf(request, headers);
    expect(before.unread_count).toBe(3);
    const critical = before.results.find((n) => n.title === 'Registration expired')!;

    const bell = page.getByRole('button', { name: 'Notifications, 3 unread' });
    await bell.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Notifications, 3 unread' });
    await expect(dialog.getByText('Registration expired')).toBeVisible();
    await expect(dialog.getByText('Action Required')).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'View all notifications' })).toBeVisible();
    // Escape closes it and gives focus back to the bell.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(bell).toBeFocused();

    // Space opens it too; Tab walks from Mark all read to the newest item, then its action.
    await page.keyboard.press('Space');
    await expect(dialog.getByRole('button', { name: 'Mark all read' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const action = dialog.getByRole('button', { name: 'Review vehicle' });
    await expect(action).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(new RegExp(`${critical.action_url}$`));
    await expect(page.getByRole('button', { name: 'Notifications, 2 unread' })).toBeVisible();
    const after = await inboxOf(request, headers);
    expect(after.results.find((n) => n.title === 'Registration expired')?.is_read).toBe(true);

    await page.getByRole('button', { name: 'Notifications, 2 unread' }).click();
    await page.getByRole('button', { name: 'Mark all read' }).click();
    await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
    expect((await inboxOf(request, headers)).unread_count).toBe(0);
  });

  test('the page filters Unread and Critical and dismisses one', async ({
    page,
    request,
    asUser,
  }) => {
    const { headers } = await asUser('technician', '/notifications');
    await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(6);

    await filter(page, 'Unread').click();
    await expect(cards).toHaveCount(3);
    await filter(page, 'Critical').click();
    await expect(cards).toHaveCount(1);
    await expect(page.getByRole('article', { name: 'Registration expired' })).toBeVisible();

    await filter(page, 'All').click();
    await expect(cards).toHaveCount(6);
    const shared = page.getByRole('article', { name: 'Fleet insurance renews in 14 days' });
    await expect(shared.getByText('Also e-mailed: broker@fleet-insurance.example')).toBeVisible();
    await expect(shared.getByText(/^Also sent to: /)).toBeVisible();

    await page.getByRole('button', { name: 'Dismiss: Weekly fleet summary' }).click();
    await expect(page.getByRole('article', { name: 'Weekly fleet summary' })).toBeHidden();
    await expect(cards).toHaveCount(5);
    const inbox = await inboxOf(request, headers);
    expect(inbox.results.map((n) => n.title)).not.toContain('Weekly fleet summary');
  });

  test('no serious or critical accessibility violations on the page and in the open bell', async ({
    page,
    asUser,
  }) => {
    await asUser('viewer', '/notifications');
    await expect(page.getByRole('article').first()).toBeVisible();
    await expectAccessibleInBothThemes(page);

    await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
    await expect(page.getByRole('link', { name: 'View all notifications' })).toBeVisible();
    await expectAccessibleInBothThemes(page);
  });
});
