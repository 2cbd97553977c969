import { test as base, expect, type APIRequestContext } from '@playwright/test';

export const DEMO_PASSWORD = 'fleetdesk-demo';

/** A signed-in session: its token, and the header that carries it on API calls. */
export type Session = { token: string; headers: { Authorization: string } };

type Fixtures = {
  /**
   * Signs a demo user in through the API only (no page), in a shop: a user with several shops
   * and none chosen gets the first one.
   */
  apiAs: (username: string) => Promise<Session>;
  /**
   * Signs a demo user in on `page` the way the app does (the token in local storage), opens
   * `path` and waits for the signed-in shell. Called again, it signs the page in as another
   * user. Routes a test intercepts are set up before calling it.
   */
  asUser: (username: string, path?: string) => Promise<Session>;
};

async function apiSignIn(request: APIRequestContext, username: string): Promise<Session> {
  const res = await request.post('/api/base/login/', {
    data: { username, password: DEMO_PASSWORD },
  });
  expect(res.ok()).toBeTruthy();
  const body = (await res.json()) as { key: string; needs_shop_selection: boolean };
  const headers = { Authorization: `Token ${body.key}` };
  if (body.needs_shop_selection) {
    const shops = await request.get('/api/employees/available-shops/', { headers });
    const first = ((await shops.json()) as { shops: { id: number }[] }).shops[0];
    await request.post('/api/employees/switch-shop/', { headers, data: { shop_id: first?.id } });
  }
  return { token: body.key, headers };
}

// The second argument is Playwright's `use`, named otherwise so the React hooks rule leaves it be.
export const test = base.extend<Fixtures>({
  apiAs: async ({ request }, provide) => {
    await provide((username) => apiSignIn(request, username));
  },
  asUser: async ({ page, apiAs }, provide) => {
    await provide(async (username, path = '/') => {
      const session = await apiAs(username);
      // Local storage belongs to the origin: store the token from one of its pages first.
      await page.goto('/no-shop-assignment');
      await page.evaluate(
        (token) => window.localStorage.setItem('authToken', token),
        session.token,
      );
      await page.goto(path);
      // Ready: the app took the token (the shell, with Sign out, shows only when signed in).
      await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
      return session;
    });
  },
});
export { expect };

/**
 * Console messages that are no fault of the page: the browser's report of a 4xx reply a screen
 * expects, and Playwright's note that it blocked the app's service worker (journeys block it,
 * playwright.config.ts).
 */
export const notThePagesOwn = (text: string) =>
  /^Failed to load resource: the server responded with a status of 4\d\d/.test(text) ||
  text === 'Service Worker registration blocked by Playwright';
