import { insertToken } from '../auth/auth.repository';
import { hashToken, newToken } from '../auth/tokens';
import type { TestApp, TestShop, TestUser } from '../../../test/helpers';

/** Request helpers of the settings tests, bound to one test app. */
export function settingsFixtures(t: TestApp) {
  const forModule = (user: TestUser | null, module = 'vehicles') =>
    t.request(user, 'GET', `/api/base/settings/for_module/?module=${module}`);
  const setOwn = (user: TestUser | null, key: string, value: unknown, module = 'vehicles') =>
    t.request(user, 'POST', '/api/base/settings/update_user_setting/', { module, key, value });
  const setShop = (user: TestUser | null, key: string, valueText: string, module = 'vehicles') =>
    t.request(user, 'POST', '/api/base/settings/', {
      module,
      key,
      scope: 'global',
      value_text: valueText,
    });

  async function shopWithAdmin(): Promise<{ shop: TestShop; admin: TestUser }> {
    const shop = await t.createShop();
    return { shop, admin: await t.createUser({ shops: [shop], role: 'administrator' }) };
  }

  /** A second live token of the same user, working in another of their shops. */
  async function tokenIn(user: TestUser, shop: TestShop): Promise<TestUser> {
    const token = newToken();
    await insertToken(t.db, {
      tokenHash: hashToken(token),
      userId: user.id,
      currentShopId: shop.id,
      expiresAt: new Date(Date.now() + 3600_000),
    });
    return { ...user, token };
  }

  return { forModule, setOwn, setShop, shopWithAdmin, tokenIn };
}
