import AxeBuilder from '@axe-core/playwright';
import { DEMO_PASSWORD, expect, test } from './fixtures';

test.describe('sign-in', () => {
  test('a demo user signs in with username and password and reaches the shell', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Welcome to Fleetdesk' })).toBeVisible();
    const signIn = page.getByRole('button', { name: 'Sign In', exact: true });
    await expect(signIn).toBeDisabled();
    await page.getByLabel('Username').fill('coordinator');
    await page.getByRole('textbox', { name: 'Password' }).fill(DEMO_PASSWORD);
    await signIn.click();
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('authToken'))).toMatch(
      /^[A-Za-z0-9_-]{43}$/,
    );
  });

  test('a wrong password shows the error and keeps the username', async ({ page }) => {
    await page.goto('/');
    await page.getByLabel('Username').fill('technician');
    await page.getByRole('textbox', { name: 'Password' }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText(
      'Unable to log in with provided credentials.',
    );
    await expect(page.getByLabel('Username')).toHaveValue('technician');
  });

  test('a user without a shop reaches Account Not Configured and returns to login', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByLabel('Username').fill('noshop');
    await page.getByRole('textbox', { name: 'Password' }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(/\/no-shop-assignment$/);
    await expect(page.getByText('noshop@', { exact: false }).first()).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('authToken'))).toBeNull();
    await page.getByRole('button', { name: 'Return to Login' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Welcome to Fleetdesk' })).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('noShopUser'))).toBeNull();
  });

  test('signing out revokes the session and shows the sign-in screen', async ({
    page,
    request,
    asUser,
  }) => {
    const { headers } = await asUser('viewer');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome to Fleetdesk' })).toBeVisible();
    const after = await request.get('/api/employees/current-context/', { headers });
    expect(after.status()).toBe(401);
  });

  test('the sign-in screen has no serious or critical accessibility violations', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Welcome to Fleetdesk' })).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(bad.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});
