import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp } from '../../test/helpers';
import { hashToken } from '../modules/auth/tokens';
import { shops } from '../modules/shops/shops.tables';
import { rowsOf, transaction } from './database/db';
import { shopClock, shopDayOf, shopToday, utcDayOf } from './shop-day';

describe("the shop's day and clock", () => {
  it('counts the day of an instant in the shop’s zone, not the server’s', () => {
    // 06:30 UTC on 5 March is still the 4th in Los Angeles and already the 5th in Auckland.
    expect(shopDayOf('America/Los_Angeles', '2026-03-05T06:30:00Z')).toBe('2026-03-04');
    expect(shopDayOf('Pacific/Auckland', '2026-03-04T12:30:00Z')).toBe('2026-03-05');
    expect(shopDayOf('UTC', new Date('2026-12-31T23:59:59Z'))).toBe('2026-12-31');
  });

  it('writes an instant in the shop’s words, and a zone Intl does not know in UTC, said so', () => {
    expect(shopClock('America/Los_Angeles')('2026-03-05T14:07:00Z')).toBe('Mar 5, 2026, 6:07 AM');
    expect(shopClock('America/Los_Angeles')(null)).toBe('-');
    expect(shopClock('Not/AZone')('2026-03-05T14:07:00Z')).toBe('Mar 5, 2026, 2:07 PM UTC');
  });

  it('takes a spreadsheet’s date cell (a UTC midnight) as its day', () => {
    expect(utcDayOf(new Date(Date.UTC(2026, 1, 28)))).toBe('2026-02-28');
  });
});

describe('the session brings the shop’s zone', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await setupTestApp();
  });
  afterAll(() => t.close());

  it('returns the zone it set, and the day counted in it is the database’s current_date', async () => {
    const shop = await t.createShop();
    // UTC+14: the zone furthest from the server's, so its day is the server's only some hours a day.
    await t.db.update(shops).set({ timeZone: 'Pacific/Kiritimati' }).where(eq(shops.id, shop.id));
    const user = await t.createUser({ shops: [shop] });
    const [opened, today] = await transaction(t.db, async (tx) => {
      const rows = rowsOf<{ time_zone: string }>(
        await tx.execute(
          sql`select time_zone from fleetdesk_open_session(${hashToken(user.token)}, '')`,
        ),
      );
      return [rows[0]!, await shopToday(tx)] as const;
    });
    expect(opened.time_zone).toBe('Pacific/Kiritimati');
    expect(shopDayOf(opened.time_zone, new Date())).toBe(today);
  });
});
