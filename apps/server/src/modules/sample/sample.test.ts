import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp, type TestShop } from '../../../test/helpers';
import { seedDemoSample } from '../../seed/demo-sample';
import { sampleCategories, sampleItems } from './sample.tables';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

/** A category with `n` items, the item numbered i updated i hours before `now`. */
async function categoryWithItems(shop: TestShop, name: string, n: number, now = Date.now()) {
  return t.inShop(shop, async (db) => {
    const [category] = await db
      .insert(sampleCategories)
      .values({ shopId: shop.id, name, color: '#123456', icon: 'box' })
      .returning();
    for (let i = 0; i < n; i++) {
      await db.insert(sampleItems).values({
        shopId: shop.id,
        categoryId: category!.id,
        name: `${name} item ${i}`,
        description: `About ${i}`,
        status: 'pending',
        priority: (i % 5) + 1,
        completionPercentage: i * 5,
        updatedAt: new Date(now - i * 3600_000),
      });
    }
    return category!;
  });
}

describe('/api/sample-module/', () => {
  it('lists the categories by name with their item counts', async () => {
    const shop = await t.createShop();
    const user = await t.createUser({ shops: [shop], role: 'vehicle_viewer' });
    await categoryWithItems(shop, 'Zeta', 2);
    const alpha = await categoryWithItems(shop, 'Alpha', 0);
    const res = await t.request(user, 'GET', '/api/sample-module/categories/');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ count: 2, next: null, previous: null });
    expect(res.json().results).toEqual([
      { id: alpha.id, name: 'Alpha', color: '#123456', icon: 'box', item_count: 0 },
      { id: expect.any(Number), name: 'Zeta', color: '#123456', icon: 'box', item_count: 2 },
    ]);
  });

  it('shows the 10 most recently updated items, newest first, with the priority label', async () => {
    const shop = await t.createShop();
    const user = await t.createUser({ shops: [shop], role: 'vehicle_viewer' });
    await categoryWithItems(shop, 'Jobs', 12);
    const res = await t.request(user, 'GET', '/api/sample-module/items/');
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json().results;
    expect(items).toHaveLength(10);
    expect(items.map((i: { name: string }) => i.name)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Jobs item ${i}`),
    );
    expect(items[0]).toEqual({
      id: expect.any(Number),
      name: 'Jobs item 0',
      description: 'About 0',
      category: 'Jobs',
      status: 'pending',
      priority: 1,
      priority_label: 'Low',
      completion_percentage: 0,
      updated_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(items.map((i: { priority_label: string }) => i.priority_label).slice(0, 5)).toEqual([
      'Low',
      'Normal',
      'Medium',
      'High',
      'Critical',
    ]);
  });

  it("never shows another shop's categories or items", async () => {
    const [mine, theirs] = [await t.createShop(), await t.createShop()];
    const user = await t.createUser({ shops: [mine] });
    await categoryWithItems(mine, 'Mine', 1);
    // The other shop's items are newer: a missing shop filter would list them first.
    await categoryWithItems(theirs, 'Theirs', 3, Date.now() + 86_400_000);
    const categories = (await t.request(user, 'GET', '/api/sample-module/categories/')).json();
    const items = (await t.request(user, 'GET', '/api/sample-module/items/')).json();
    expect(categories.results.map((c: { name: string }) => c.name)).toEqual(['Mine']);
    expect(items.results.map((i: { category: string }) => i.category)).toEqual(['Mine']);
  });

  it('answers empty lists to a shop without sample data, and 401 without a token', async () => {
    const user = await t.createUser({ shops: [await t.createShop()] });
    expect((await t.request(user, 'GET', '/api/sample-module/items/')).json()).toEqual({
      results: [],
    });
    expect((await t.request(user, 'GET', '/api/sample-module/categories/')).json().count).toBe(0);
    expect((await t.request(null, 'GET', '/api/sample-module/items/')).statusCode).toBe(401);
  });

  it('the demo seed gives each shop categories and more items than the page shows, once', async () => {
    const shop = await t.createShop();
    const user = await t.createUser({ shops: [shop] });
    await seedDemoSample(t.db, [shop.id]);
    await seedDemoSample(t.db, [shop.id]);
    const categories = (await t.request(user, 'GET', '/api/sample-module/categories/')).json();
    expect(categories.count).toBe(3);
    const total = categories.results.reduce(
      (n: number, c: { item_count: number }) => n + c.item_count,
      0,
    );
    expect(total).toBe(12);
    expect((await t.request(user, 'GET', '/api/sample-module/items/')).json().results).toHaveLength(
      10,
    );
  });
});
