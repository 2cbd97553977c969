import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'fleetdesk-demo';

/** Signs in through the API and stores the token the way the app does, then opens `path`. */
export async function signInAs(
  page: Page,
  request: APIRequestContext,
  username: string,
  path = '/',
) {
  const res = await request.post('/api/base/login/', {
    data: { username, password: DEMO_PASSWORD },
  });
  expect(res.ok()).toBeTruthy();
  const body = (await res.json()) as { key: string; needs_shop_selection: boolean };
  if (body.needs_shop_selection) {
    const shops = await request.get('/api/employees/available-shops/', {
      headers: { Authorization: `Token ${body.key}` },
    });
    const first = ((await shops.json()) as { shops: { id: number }[] }).shops[0];
    await request.post('/api/employees/switch-shop/', {
      headers: { Authorization: `Token ${body.key}` },
      data: { shop_id: first?.id },
    });
  }
  await page.goto('/no-shop-assignment');
  await page.evaluate((token) => window.localStorage.setItem('authToken', token), body.key);
  await page.goto(path);
  return body.key;
}

export const test = base;
export { expect };
