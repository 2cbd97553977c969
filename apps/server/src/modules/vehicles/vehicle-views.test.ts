import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp } from '../../../test/helpers';
import { vehicleListViews } from './vehicle-views.tables';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

const VIEWS = '/api/vehicles/views/';
const view = {
  name: 'Loaners at North',
  filters: { location: null, types: ['loaner'], archived: false, search: 'ford' },
  ordering: '-status',
  columns: ['status', 'license_plate', 'vin'],
};

async function members() {
  const shop = await t.createShop();
  const dana = await t.createUser({ shops: [shop], role: 'fleet_manager' });
  const sam = await t.createUser({ shops: [shop], role: 'vehicle_viewer' });
  return { shop, dana, sam };
}

describe('saved views of the vehicle list', () => {
  it('saves, lists, renames and deletes a view', async () => {
    const { dana } = await members();
    const created = await t.request(dana, 'POST', VIEWS, view);
    expect(created.statusCode, created.body).toBe(201);
    // The description always shows; columns keep the table's order.
    expect(created.json()).toMatchObject({
      name: 'Loaners at North',
      filters: view.filters,
      ordering: '-status',
      columns: ['description', 'license_plate', 'vin', 'status'],
    });
    const id = created.json().id as number;
    const renamed = await t.request(dana, 'PATCH', `${VIEWS}${id}/`, { name: 'North loaners' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'North loaners', ordering: '-status' });
    const list = await t.request(dana, 'GET', VIEWS);
    expect(list.json().results.map((v: { name: string }) => v.name)).toEqual(['North loaners']);
    expect((await t.request(dana, 'DELETE', `${VIEWS}${id}/`)).statusCode).toBe(204);
    expect((await t.request(dana, 'GET', VIEWS)).json().results).toEqual([]);
  });

  it("keeps each member's views their own, and each shop's apart", async () => {
    const { shop, dana, sam } = await members();
    const other = await t.createShop();
    const id = (await t.request(dana, 'POST', VIEWS, view)).json().id as number;
    expect((await t.request(sam, 'GET', VIEWS)).json().results).toEqual([]);
    expect((await t.request(sam, 'PATCH', `${VIEWS}${id}/`, { name: 'Mine' })).statusCode).toBe(
      404,
    );
    expect((await t.request(sam, 'DELETE', `${VIEWS}${id}/`)).statusCode).toBe(404);
    // Sam may use the same name: names are unique per member.
    expect((await t.request(sam, 'POST', VIEWS, view)).statusCode).toBe(201);
    const stranger = await t.createUser({ shops: [other], role: 'administrator' });
    expect((await t.request(stranger, 'DELETE', `${VIEWS}${id}/`)).statusCode).toBe(404);
    // Both rows are there (the shop's scope without a user, as the CLI reads): only the API hides them.
    const rows = await t.inShop(shop, (db) =>
      db.select().from(vehicleListViews).where(eq(vehicleListViews.shopId, shop.id)),
    );
    expect(rows).toHaveLength(2);
  });

  it('refuses a second view of the same name, an empty name and unknown columns', async () => {
    const { dana } = await members();
    expect((await t.request(dana, 'POST', VIEWS, view)).statusCode).toBe(201);
    const twice = await t.request(dana, 'POST', VIEWS, view);
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toEqual({ name: ['You already have a view with this name.'] });
    const blank = await t.request(dana, 'POST', VIEWS, { ...view, name: '  ' });
    expect(blank.json()).toEqual({ name: ['Name the view.'] });
    const columns = await t.request(dana, 'POST', VIEWS, {
      ...view,
      name: 'X',
      columns: ['price'],
    });
    expect(columns.statusCode).toBe(400);
    expect(Object.keys(columns.json())[0]).toMatch(/^columns/);
  });

  it('needs basic view of the vehicles', async () => {
    const { shop } = await members();
    const none = await t.createUser({ shops: [shop], withdrawals: ['canViewBasic'] });
    expect((await t.request(none, 'GET', VIEWS)).statusCode).toBe(403);
  });
});
