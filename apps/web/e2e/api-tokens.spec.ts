import type { Page } from '@playwright/test';
import { expectAccessibleInBothThemes } from './axe';
import { expect, test } from './fixtures';

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('API tokens', () => {
  test('an administrator creates a read-only token: the API reads with it, refuses it a write, and refuses it once revoked', async ({
    page,
    context,
    request,
    asUser,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const name = `Reports ${Date.now()}`;
    await asUser('admin', '/settings');
    await page.getByRole('link', { name: 'Manage API tokens' }).click();
    await expect(page).toHaveURL(/\/settings\/integrations$/);
    await expect(page.getByRole('heading', { name: 'API tokens', level: 1 })).toBeVisible();

    await page.getByRole('button', { name: 'New token' }).click();
    const form = page.getByRole('dialog', { name: 'New API token' });
    await form.getByRole('textbox', { name: 'Name' }).fill(name);
    // Read-only unless more is ticked.
    await expect(form.getByRole('checkbox', { name: 'See the vehicle list' })).toBeChecked();
    await expect(form.getByRole('checkbox', { name: 'See vehicle details' })).toBeChecked();
    await expect(form.getByRole('checkbox', { name: 'Add vehicles' })).not.toBeChecked();
    await expect(form.getByRole('checkbox', { name: 'Manage loaners' })).not.toBeChecked();
    await expectAccessibleInBothThemes(page, '[role="dialog"]');
    await form.getByRole('button', { name: 'Create token' }).click();

    const shown = page.getByRole('dialog', { name: 'Your new API key' });
    await expect(shown).toContainText('You will not see it again');
    await shown.getByRole('button', { name: 'Copy key' }).click();
    await expect(shown.getByRole('button', { name: 'Copied' })).toBeVisible();
    const key = await page.evaluate(() => navigator.clipboard.readText());
    expect(key).toMatch(/^fdk_[A-Za-z0-9_-]{43}$/);
    await expect(shown.getByRole('textbox', { name: 'API key' })).toHaveValue(key);
    await expectAccessibleInBothThemes(page, '[role="dialog"]');
    await shown.getByRole('button', { name: 'Done' }).click();
    await expect(shown).toBeHidden();

    const card = page.getByRole('article', { name });
    await expect(card).toContainText('See the vehicle list');
    await expect(card).toContainText('Expires: Never');
    await expect(card).toContainText('Last used: Never');
    await expect(card).not.toContainText(key);
    await expectAccessibleInBothThemes(page);

    const headers = { Authorization: `Token ${key}` };
    const vehicles = await request.get('/api/vehicles/vehicles/', { headers });
    expect(vehicles.status()).toBe(200);
    expect(((await vehicles.json()) as { results: unknown[] }).results.length).toBeGreaterThan(0);
    const write = await request.post('/api/vehicles/vehicles/', {
      headers,
      data: { vin: '1HGCM82633A004352', make: 'Honda', model: 'Accord', year: 2020 },
    });
    expect(write.status()).toBe(403);

    await page.reload();
    await expect(card).not.toContainText('Last used: Never');
    await card.getByRole('button', { name: `Revoke ${name}` }).click();
    await page
      .getByRole('dialog', { name: `Revoke “${name}”?` })
      .getByRole('button', { name: 'Revoke token' })
      .click();
    await expect(page.getByText(`Revoked ${name}`)).toBeVisible();
    await expect(card).toHaveCount(0);
    expect((await request.get('/api/vehicles/vehicles/', { headers })).status()).toBe(401);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test('the list and the new-token form fit 390 px without sideways scrolling', async ({
      page,
      request,
      asUser,
    }) => {
      const admin = await asUser('admin', '/settings/integrations');
      const created = await request.post('/api/integrations/tokens/', {
        headers: admin.headers,
        data: { name: 'Accounting export with a rather long name', permissions: ['canViewBasic'] },
      });
      expect(created.status()).toBe(201);
      await page.reload();
      await expect(
        page.getByRole('article', { name: 'Accounting export with a rather long name' }),
      ).toBeVisible();
      await expectNoSidewaysScroll(page);
      await page.getByRole('button', { name: 'New token' }).tap();
      await expect(page.getByRole('dialog', { name: 'New API token' })).toBeVisible();
      await expectNoSidewaysScroll(page);
    });
  });
});
